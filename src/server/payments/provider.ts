/**
 * The card payment gateway as the server sees it: create an intent for an amount, and later
 * read back what really happened to it. Coins are credited only from what `retrieveIntent`
 * reports, never from what the client says.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { PaymentProviderName } from '@contract/schemas/payments';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { createSandboxGateway, type SandboxGateway } from './sandbox';
import { createStripeGateway } from './stripe';

export interface CreateIntentInput {
  amountCents: number;
  /** The buyer the intent is for; only they may confirm it and be credited. */
  userId: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface RetrievedIntent {
  id: string;
  /** `succeeded` once the card payment went through; any other value means not paid. */
  status: string;
  amountCents: number;
  currency: string;
  userId: string | undefined;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Undefined when the gateway knows no intent with this id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | undefined>;
}

/** The sandbox also has the confirm step, which Stripe performs in its own client. */
export type ConfiguredPaymentProvider = SandboxGateway | (PaymentProvider & { name: 'stripe' });

/** `log` receives the gateway's failures, which answer 502 without their details. */
export function createPaymentProvider(
  config: Pick<ServerConfig, 'payments'>,
  db: Database,
  log?: FastifyBaseLogger,
): ConfiguredPaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripeGateway(config.payments, log)
    : createSandboxGateway(db);
}
