/** The session cookie the server keeps in a cookie (@contract/sessionCookie). */
import { type Static, Type } from '@sinclair/typebox';

export const ServerSessionSchema = Type.Object({
  /** When the session cookie ends (ISO 8601): the client asks for a new one before then. */
  endsAt: Type.String({ format: 'date-time' }),
});
export type ServerSession = Static<typeof ServerSessionSchema>;

/** `DELETE /api/session` answers 204 with no body. */
export const NoContentSchema = Type.Null();
