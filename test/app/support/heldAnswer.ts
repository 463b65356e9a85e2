/**
 * An answer the test holds back until it says so: the screen stays in its loading state
 * for as long as the test needs to look at it.
 */
import { type JsonBodyType, HttpResponse } from 'msw';

export function heldAnswer(body: JsonBodyType, init?: ResponseInit) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reply: async () => {
      await released;
      return HttpResponse.json(body, init);
    },
    release: () => release(),
  };
}
