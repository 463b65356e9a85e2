/**
 * Each dashboard route's loader (the route table's, ./screenLoader.ts) starts its screen's reads
 * beside the user record, before the identity provider has answered, with exactly the arguments
 * the screen's components use: each request goes out once, and the screen shows its data.
 */
import { screen } from '@testing-library/react';

import { APPEALS_COPY } from '@contract/copy/submissions';
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
    // The appeals' table and the spending chart further down come with the rest.
    reads: [
      '/my-tasks',
      '/payments',
      '/submissions',
      APPEALS_COUNTED,
      '/appeals?limit=10',
      '/insights/spending',
    ],
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
  '$path: its loader asks for its data once, beside the record, with the remembered token',
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
