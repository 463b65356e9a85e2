/** What every machine's real effects (its `<name>Actors.ts`) share. */
import { requestErrorMessage } from '@app/store/requestError';

/**
 * A request's failure as an Error with the server's message, else the fallback: the machine keeps
 * `error.message` (errorMessageOf) and the screen shows it.
 */
export async function withServerMessage<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(requestErrorMessage(error, fallback));
  }
}
