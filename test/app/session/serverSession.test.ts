/**
 * The client asks the server for the session cookie when this browser may lack a usable
 * one, at most once a page, and ends it on sign-out (docs/security.md#the-session-cookie).
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { SERVER_SESSION_MAX_AGE_SECONDS } from '@contract/sessionCookie';
import {
  endServerSession,
  keepServerSession,
  pageNotServerRendered,
  SERVER_SESSION_RECORD_KEY,
} from '@app/session/serverSession';
import { setUpApiWorld } from '../support/apiWorld';

const world = setUpApiWorld();
const DAY_MS = 24 * 60 * 60 * 1000;
const endsIn = (ms: number) => new Date(Date.now() + ms).toISOString();

function recorded(): unknown {
  return JSON.parse(window.localStorage.getItem(SERVER_SESSION_RECORD_KEY) ?? 'null');
}

function remember(uid: string, endsAtMs: number): void {
  window.localStorage.setItem(SERVER_SESSION_RECORD_KEY, JSON.stringify({ uid, endsAt: endsAtMs }));
}

beforeEach(async () => {
  window.localStorage.clear();
  // A sign-out: the next token may ask again.
  await endServerSession();
  world.answer('post', '/session', { endsAt: endsIn(SERVER_SESSION_MAX_AGE_SECONDS * 1000) });
  world.answer('delete', '/session', () => new HttpResponse(null, { status: 204 }));
});

test('the first token asks for the session with itself, once a page, and what was made is kept', async () => {
  await keepServerSession('uid-ada', 'token-1');
  expect(world.countOf('POST', '/session')).toBe(1);
  expect(world.lastRequest('POST', '/session').authorization).toBe('Bearer token-1');
  expect(recorded()).toEqual({ uid: 'uid-ada', endsAt: expect.any(Number) });

  await keepServerSession('uid-ada', 'token-2');
  expect(world.countOf('POST', '/session')).toBe(1);
});

test('a session made for this person within the day is not asked again', async () => {
  remember('uid-ada', Date.now() + 13.5 * DAY_MS);
  await keepServerSession('uid-ada', 'token-1');
  expect(world.countOf('POST', '/session')).toBe(0);

  // Someone else signs in here.
  await keepServerSession('uid-bo', 'token-bo');
  expect(world.countOf('POST', '/session')).toBe(1);
  expect(recorded()).toEqual({ uid: 'uid-bo', endsAt: expect.any(Number) });
});

test('one made more than a day ago is renewed', async () => {
  remember('uid-ada', Date.now() + 12.5 * DAY_MS);
  await keepServerSession('uid-ada', 'token-1');
  expect(world.countOf('POST', '/session')).toBe(1);
});

test('a refused request keeps nothing, and the next page asks again', async () => {
  world.answer('post', '/session', () =>
    HttpResponse.json({ message: 'Your session is not valid.' }, { status: 401 }),
  );
  await keepServerSession('uid-ada', 'token-1');
  expect(world.countOf('POST', '/session')).toBe(1);
  expect(recorded()).toBeNull();
});

test('signing out ends the server’s cookie, and only when one was made here', async () => {
  await endServerSession();
  expect(world.countOf('DELETE', '/session')).toBe(0);

  await keepServerSession('uid-ada', 'token-1');
  await endServerSession();
  expect(world.countOf('DELETE', '/session')).toBe(1);
  expect(recorded()).toBeNull();
});

test('signing out on purpose names the sign-in with its last token, though no session was recorded here', async () => {
  // Another tab's request for a session may be on its way: the server must not make it.
  await endServerSession({ idToken: 'token-ended-an-hour-ago' });
  expect(world.countOf('DELETE', '/session')).toBe(1);
  expect(world.lastRequest('DELETE', '/session').authorization).toBe(
    'Bearer token-ended-an-hour-ago',
  );
});

test('signing out on purpose asks the server even with no token at hand: the cookie names the sign-in', async () => {
  await endServerSession({ idToken: undefined });
  expect(world.countOf('DELETE', '/session')).toBe(1);
  expect(world.lastRequest('DELETE', '/session').authorization).toBeNull();
});

test('a session asked for before a sign-out is not recorded after it', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  world.answer('post', '/session', async () => {
    await answered;
    return HttpResponse.json({ endsAt: endsIn(SERVER_SESSION_MAX_AGE_SECONDS * 1000) });
  });
  const asked = keepServerSession('uid-ada', 'token-1');
  await waitFor(() => expect(world.countOf('POST', '/session')).toBe(1));
  await endServerSession({ idToken: 'token-1' });
  answer();
  await expect(asked).resolves.toBe(false);
  expect(recorded()).toBeNull();
});

test('calls while the request is under way share it and its answer', async () => {
  const [first, second] = await Promise.all([
    keepServerSession('uid-ada', 'token-1'),
    keepServerSession('uid-ada', 'token-2'),
  ]);
  expect([first, second]).toEqual([true, true]);
  expect(world.countOf('POST', '/session')).toBe(1);
});

// Last: a page stays without server rendering for the rest of this module.
test('a dashboard page that came without server rendering asks again, though a session was made', async () => {
  remember('uid-ada', Date.now() + 13.5 * DAY_MS);
  pageNotServerRendered();
  await keepServerSession('uid-ada', 'token-1');
  expect(world.countOf('POST', '/session')).toBe(1);
});
