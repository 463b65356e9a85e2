/**
 * What to tell people when a request failed: the server's own message (`{ message }`)
 * when it sent one, else the given fallback. A network failure has no server message.
 */
import { serverMessageOf } from '@contract/api';

/** The `data` of an RTK Query error, the message of an Error, or nothing. */
function messageIn(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error !== 'object' || error === null) return null;
  if ('data' in error) return serverMessageOf(error.data);
  // A SerializedError from a thrown exception is not the server speaking.
  return null;
}

export function requestErrorMessage(error: unknown, fallback: string): string {
  return messageIn(error) ?? fallback;
}

/** The HTTP status of a failed request, when the server answered. */
export function requestErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
