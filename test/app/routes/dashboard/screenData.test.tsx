/**
 * A returning person's dashboard asks for each screen's first data beside the user record, before
 * the identity provider has answered (routes/dashboard/screenData.ts), with exactly the arguments
 * the screen's components use: each request goes out once, and the screen shows its data.
 */
import { screen, waitFor } from '@testing-library/react';

import { APPEALS_COPY } from '@contract/copy/submissions';
import type { User } from '@contract/schemas/users';
import { plannedReads, sendEarlyReads } from '@app/session/earlyReads';
import {
  admin,
  buyer,
  rememberSession,
  setUpAccountWorld,
  worker,
} from '@test/app/support/accountWorld';
import { submission, task, withdrawal } from '@test/app/support/apiWorld';

const { world, openWhileLoading } = setUpAccountWorld();

/** The first element that shows `text` (a title may show in a heading and a cell alike). */
const firstWithText = async (text: string) => (await screen.findAllByText(text))[0];
const API_ORIGIN = window.location.origin;

/**
 * A buyer's frame asks for the appeals their sidebar's Home link counts (the newest first), beside
 * Buyer Home's own table of them: the two are told apart by their query.
 */
const APPEALS_COUNTED = '/appeals?sort=appealed';

/** The GETs of `read`: a path, or a path and the query values its requests carry. */
function asked(read: string) {
  const [path, query = ''] = read.split('?');
  const wanted = [...new URLSearchParams(query)];
  return world.requests.filter(
    (request) =>
      request.method === 'GET' &&
      request.path === path &&
      wanted.every(([name, value]) => request.query[name] === value),
  );
}

test.each([
  {
    path: '/dashboard/buyer-home',
    person: buyer,
    // The task's cell also says when the submission is approved automatically.
    shown: () =>
      screen.findByRole('cell', { name: (name) => name.startsWith(submission.task_title) }),
    reads: ['/my-tasks', '/payments', '/submissions', APPEALS_COUNTED],
  },
  {
    path: '/dashboard/tasks',
    person: worker,
    shown: () => screen.findByRole('heading', { name: task.task_title }),
    reads: ['/tasks'],
  },
  {
    path: '/dashboard/submissions',
    person: worker,
    shown: () => screen.findByRole('cell', { name: submission.task_title }),
    reads: ['/my-submissions'],
  },
  {
    path: '/dashboard/manage-users',
    person: admin,
    shown: () => screen.findByRole('table', { name: 'Users' }),
    reads: ['/users', '/users/summary'],
  },
  {
    path: '/dashboard/appeals',
    person: admin,
    shown: () => screen.findByText(APPEALS_COPY.adminEmpty),
    reads: ['/appeals', '/users/summary'],
  },
  {
    path: '/dashboard/admin-home',
    person: admin,
    shown: () => screen.findByRole('cell', { name: withdrawal.payment_system }),
    reads: ['/users/summary', '/withdrawal-requests'],
  },
  {
    path: '/dashboard/worker-home',
    person: worker,
    shown: () => firstWithText(submission.task_title),
    reads: ['/available-tasks', '/submissions', '/earnings', '/balance'],
  },
  {
    path: '/dashboard/my-tasks',
    person: buyer,
    shown: () => firstWithText(task.task_title),
    reads: ['/my-tasks', APPEALS_COUNTED],
  },
  {
    path: '/dashboard/manage-tasks',
    person: admin,
    shown: () => firstWithText(task.task_title),
    reads: ['/manage-tasks', '/users/summary'],
  },
  {
    path: `/dashboard/tasks/details/${task._id}`,
    person: worker,
    shown: () => firstWithText(task.task_title),
    reads: [`/tasks/details/${task._id}`],
  },
])(
  '$path asks for its data once, beside the record, with the remembered token',
  async ({ path, person, shown, reads }) => {
    rememberSession(person, `remembered-token-of-${person._id}`);
    openWhileLoading(path);

    expect(await shown()).toBeInTheDocument();
    for (const read of ['/user', ...reads]) {
      const requests = asked(read);
      expect({ read, times: requests.length }).toEqual({ read, times: 1 });
      expect(requests[0]?.authorization).toBe(`Bearer remembered-token-of-${person._id}`);
    }
  },
);

/** The reads the next visit's first script would send for `path`, as it finds them. */
const plannedFor = (person: User, path: string) => plannedReads(`uid-${person._id}`, path);

test.each([
  {
    path: '/dashboard/buyer-home',
    person: buyer,
    reads: ['/my-tasks', '/payments', '/submissions', APPEALS_COUNTED],
  },
  { path: '/dashboard/tasks?page=2', person: worker, reads: ['/tasks'] },
  { path: '/dashboard/manage-users', person: admin, reads: ['/users', '/users/summary'] },
])(
  '$path: the next visit sends its first data before the app asks, and the app takes the answers',
  async ({ path, person, reads }) => {
    const token = `remembered-token-of-${person._id}`;
    rememberSession(person, token);
    const firstVisit = openWhileLoading(path);
    await waitFor(() => expect(plannedFor(person, path)).not.toEqual([]));
    // The record, the frame's count and the screen's first data; not what is drawn below it
    // (Buyer Home's table of appeals).
    const planned = plannedFor(person, path).map((url) => new URL(url, API_ORIGIN).pathname);
    expect(planned.sort()).toEqual(
      ['/api/user', ...reads.map((read) => `/api${read.split('?')[0] ?? ''}`)].sort(),
    );
    firstVisit.unmount();
    const before = ['/user', ...reads].map((read) => asked(read).length);

    // The page's first script, before the app's code.
    sendEarlyReads(plannedFor(person, path), `Bearer ${token}`);
    openWhileLoading(path);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(plannedFor(person, path)).not.toEqual([]));
    // Each read went out once more, early; the app asked for none of them again.
    expect(['/user', ...reads].map((read) => asked(read).length)).toEqual(
      before.map((count) => count + 1),
    );
  },
);
