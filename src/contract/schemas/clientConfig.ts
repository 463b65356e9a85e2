/**
 * The public settings the web client starts with (nothing secret): in every page the server sends,
 * as JSON in the element CLIENT_CONFIG_ELEMENT_ID (@contract/api), and at `GET /client-config` for anything else.
 */
import { type Static, Type } from '@sinclair/typebox';

import { PaymentProviderNameSchema } from './payments';

export const ClientConfigSchema = Type.Object({
  firebase: Type.Object({
    apiKey: Type.String(),
    authDomain: Type.String(),
    projectId: Type.String(),
    /** The Auth Emulator's URL when the server uses it; null for real Firebase. */
    authEmulatorUrl: Type.Union([Type.String(), Type.Null()]),
  }),
  payments: Type.Object({
    provider: PaymentProviderNameSchema,
    stripePublishableKey: Type.Union([Type.String(), Type.Null()]),
  }),
  /** The external page 'Join as a Developer' opens (DEVELOPER_PAGE_URL). */
  developerPageUrl: Type.String(),
  /** Whether /lab opens the Machine Lab (MACHINE_LAB); off in production by default. */
  machineLab: Type.Boolean(),
});
export type ClientConfig = Static<typeof ClientConfigSchema>;
