/** Liveness: the server and its database answer. */
import { type Static, Type } from '@sinclair/typebox';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthStatus = Static<typeof HealthSchema>;
