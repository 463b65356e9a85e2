/**
 * The reads a dashboard address made for its first data, kept per person for the next visit's
 * first script, and the answers that script hands to the app (docs/performance.md#dashboards):
 * only to the same read with the same token, once.
 */
import {
  forgetFirstReads,
  markFirstData,
  noteRead,
  plannedReads,
  rememberArrivalReads,
  sendEarlyReads,
  takeEarlyAnswer,
} from '@app/session/earlyReads';
import { setUpApiWorld } from '../support/apiWorld';

const world = setUpApiWorld();
const ORIGIN = window.location.origin;
const TASKS = '/dashboard/tasks';

beforeEach(() => window.localStorage.clear());

/** The first data of `address`: each read noted by its query, then marked. */
function firstDataAt(address: string, reads: Record<string, string>): void {
  for (const [key, url] of Object.entries(reads)) {
    noteRead(key, url);
    markFirstData({ queryCacheKey: key }, address);
  }
}

test('only the marked reads of the address are kept, as paths, for the person', () => {
  firstDataAt(TASKS, {
    'getUserByEmail("kwame@example.com")': `${ORIGIN}/api/user?email=kwame%40example.com`,
    'getTasksPage({"limit":9,"page":1})': `${ORIGIN}/api/tasks?page=1&limit=9`,
  });
  noteRead('getNotifications("kwame@example.com")', `${ORIGIN}/api/notifications`);
  firstDataAt('/dashboard/submissions', { 'getMySubmissions(…)': `${ORIGIN}/api/my-submissions` });
  rememberArrivalReads('uid-kwame', TASKS);

  expect(plannedReads('uid-kwame', TASKS)).toEqual([
    '/api/user?email=kwame%40example.com',
    '/api/tasks?page=1&limit=9',
  ]);
  expect(plannedReads('uid-kwame', '/dashboard/submissions')).toEqual([]);
  expect(plannedReads('uid-someone-else', TASKS)).toEqual([]);
});

test('a read of another origin is never kept, and sign-out forgets them all', () => {
  firstDataAt(TASKS, {
    user: `${ORIGIN}/api/user`,
    elsewhere: 'https://elsewhere.example/api/tasks',
  });
  rememberArrivalReads('uid-kwame', TASKS);
  expect(plannedReads('uid-kwame', TASKS)).toEqual(['/api/user']);

  forgetFirstReads();
  expect(plannedReads('uid-kwame', TASKS)).toEqual([]);
});

test('storage holding something else plans nothing', () => {
  window.localStorage.setItem('coinwork.firstReads', '{"uid":"uid-kwame","addresses":[[1,2]]}');
  expect(plannedReads('uid-kwame', TASKS)).toEqual([]);
  window.localStorage.setItem('coinwork.firstReads', 'not json');
  expect(plannedReads('uid-kwame', TASKS)).toEqual([]);
});

test('an early answer goes to the same read with the same token, once', async () => {
  sendEarlyReads(['/api/users/summary'], 'Bearer token-1');
  const url = `${ORIGIN}/api/users/summary`;

  expect(takeEarlyAnswer(url, 'Bearer token-2')).toBeUndefined();
  expect(takeEarlyAnswer(`${url}?again=1`, 'Bearer token-1')).toBeUndefined();
  const answer = takeEarlyAnswer(url, 'Bearer token-1');
  expect(answer).toBeDefined();
  expect((await answer)?.status).toBe(200);
  expect(takeEarlyAnswer(url, 'Bearer token-1')).toBeUndefined();
  expect(world.lastRequest('GET', '/users/summary').authorization).toBe('Bearer token-1');
});

test('the token is sent to this origin’s API only, whatever storage holds', () => {
  const stored = ['//elsewhere.example/api/user', 'https://elsewhere.example/api/user', '/js/x.js'];
  sendEarlyReads(stored, 'Bearer t');
  for (const path of stored) {
    const url = new URL(path, ORIGIN).href;
    expect({ url, taken: takeEarlyAnswer(url, 'Bearer t') }).toEqual({ url, taken: undefined });
  }
});

test('an answer sent more than a minute ago is not taken: the app asks afresh', () => {
  const sentAt = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(sentAt);
  try {
    sendEarlyReads(['/api/users/summary'], 'Bearer token-1');
    clock.mockReturnValue(sentAt + 60_001);
    expect(takeEarlyAnswer(`${ORIGIN}/api/users/summary`, 'Bearer token-1')).toBeUndefined();
  } finally {
    clock.mockRestore();
  }
});
