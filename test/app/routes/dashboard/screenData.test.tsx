/**
 * A returning person's dashboard asks for each screen's first data beside the user record, before
 * the identity provider has answered (routes/dashboard/screenData.ts), with exactly the arguments
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

test.each([
  {
    path: '/dashboard/buyer-home',
    person: buyer,
    // The task's cell also says when the submission is approved automatically.
    shown: () =>
      screen.findByRole('cell', { name: (name) => name.startsWith(submission.task_title) }),
    reads: ['/my-tasks', '/payments', '/submissions'],
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
])(
  '$path asks for its data once, beside the record, with the remembered token',
  async ({ path, person, shown, reads }) => {
    rememberSession(person, `remembered-token-of-${person._id}`);
    openWhileLoading(path);

    expect(await shown()).toBeInTheDocument();
    for (const read of ['/user', ...reads]) {
      expect({ read, times: world.countOf('GET', read) }).toEqual({ read, times: 1 });
      expect(world.lastRequest('GET', read).authorization).toBe(
        `Bearer remembered-token-of-${person._id}`,
      );
    }
  },
);
