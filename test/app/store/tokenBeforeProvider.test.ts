/**
 * Which ID token the API's requests carry before the identity provider has loaded
 * (docs/performance.md#rendered-on-the-server): the remembered one while it lasts; none for a
 * visitor; and for someone signed in whose remembered token has ended (a page the server rendered
 * hours after the last visit), the provider's fresh one, waited for rather than asking without.
 * The order matters: the last test wires the provider, once for this module.
 */
import { HINT_KEY } from '@app/session/currentUser';
import { rememberToken, SESSION_KEY } from '@app/session/rememberedSession';
import { currentIdToken, setIdTokenGetter } from '@app/store/baseQuery';

const identity = { uid: 'uid-ada', email: 'ada@coinwork.test', displayName: 'Ada', photoURL: null };

beforeEach(() => window.localStorage.clear());

test('a visitor asks without a token, at once', async () => {
  await expect(currentIdToken()).resolves.toBeNull();
});

test('someone signed in asks with the remembered token while it lasts', async () => {
  window.localStorage.setItem(HINT_KEY, '1');
  rememberToken({ identity, idToken: 'remembered', expiresAt: Date.now() + 3_600_000 });
  await expect(currentIdToken()).resolves.toBe('remembered');
});

test('once it has ended, the provider’s fresh token is waited for', async () => {
  window.localStorage.setItem(HINT_KEY, '1');
  window.localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ identity, idToken: 'ended', expiresAt: Date.now() - 3_600_000 }),
  );
  let settled: string | null | undefined;
  const pending = currentIdToken().then((token) => {
    settled = token;
    return token;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBeUndefined();

  setIdTokenGetter(async () => 'fresh');
  await expect(pending).resolves.toBe('fresh');
});
