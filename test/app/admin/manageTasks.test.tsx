import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { Task } from '@contract/schemas/tasks';
import { admin, setUpAccountWorld } from '../account/accountWorld';
import { task } from '../support/apiWorld';

const { world, open } = setUpAccountWorld();

const other: Task = {
  ...task,
  _id: 'task-2',
  task_title: 'Rate five logos',
  buyer_email: 'dee@coinwork.test',
  required_workers: 12,
  payable_amount: 8,
};

function answerTasks(tasks: Task[], total = tasks.length): void {
  world.answer('get', '/manage-tasks', () =>
    HttpResponse.json(tasks, { headers: { [TOTAL_COUNT_HEADER]: String(total) } }),
  );
}

describe('Manage Tasks', () => {
  it('counts every task in the heading and lists task, buyer, workers, pay and delete', async () => {
    answerTasks([task, other], 23);
    await open('/dashboard/manage-tasks', { signedInAs: admin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Tasks (23)' }),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Tasks' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Task',
      'Buyer Email',
      'Required Worker',
      'Payable Amount',
      'Action',
    ]);
    const [, second] = table.getAllByRole('row').slice(1);
    expect(second).toHaveTextContent('Rate five logosdee@coinwork.test128 coins');
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Delete Rate five logos' }),
    ).toBeInTheDocument();
    expect(world.lastRequest('GET', '/manage-tasks').query).toEqual({ page: '1', limit: '10' });
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Page 1 of 3'),
    ).toBeInTheDocument();
  });

  it('deletes a task after asking, and says Task deleted successfully!', async () => {
    answerTasks([task, other]);
    world.answer('delete', `/tasks/${other._id}`, { deletedCount: 1, refundedCoins: 96 });
    const { user } = await open('/dashboard/manage-tasks', { signedInAs: admin });

    await user.click(await screen.findByRole('button', { name: 'Delete Rate five logos' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText("Are you sure? You won't be able to undo this!")).toBeInTheDocument();
    answerTasks([task]);
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Task deleted successfully!')).toBeInTheDocument();
    expect(world.countOf('DELETE', `/tasks/${other._id}`)).toBe(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Tasks (1)' }),
    ).toBeInTheDocument();
  });

  it('deletes nothing on No, cancel!', async () => {
    answerTasks([task]);
    const { user } = await open('/dashboard/manage-tasks', { signedInAs: admin });

    await user.click(await screen.findByRole('button', { name: `Delete ${task.task_title}` }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel!' }));

    // The dialog fades out before it leaves.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(world.countOf('DELETE', `/tasks/${task._id}`)).toBe(0);
  });

  it('says so when there are no tasks', async () => {
    answerTasks([]);
    await open('/dashboard/manage-tasks', { signedInAs: admin });

    expect(await screen.findByText('There are no tasks.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Tasks (0)' })).toBeInTheDocument();
  });

  it('says so, and loads again on request, when the tasks cannot be loaded', async () => {
    world.answer('get', '/manage-tasks', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/manage-tasks', { signedInAs: admin });

    expect(await screen.findByText('The tasks could not be loaded.')).toBeInTheDocument();
    answerTasks([task]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
  });
});
