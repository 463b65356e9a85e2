import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { ADA_EMAIL } from '@test/app/support/apiWorld';
import { coinPill, errorAnswer, heldBack, secondTask, setUpBuyerWorld, task } from './buyerWorld';

const { world, openAsBuyer, buyerRecordIs } = setUpBuyerWorld();

async function openMyTasks() {
  const view = await openAsBuyer('/dashboard/my-tasks');
  await screen.findByRole('heading', { level: 1, name: 'My Tasks' });
  return view;
}

describe('My Tasks: the list', () => {
  it('lists the buyer’s tasks with their completion dates and actions', async () => {
    world.answer('get', '/my-tasks', [task, secondTask]);
    await openMyTasks();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Task', 'Completion Date', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Jan 31, 2030',
      'Feb 14, 2030',
    ]);
    expect(screen.getByRole('button', { name: 'Edit Tag ten photos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Transcribe a short clip' })).toBeVisible();
    expect(world.lastRequest('GET', '/my-tasks').query).toEqual({ email: ADA_EMAIL });
  });

  it('shows skeletons while loading, then says when there are no tasks yet', async () => {
    const answer = heldBack();
    world.answer('get', '/my-tasks', async () => {
      await answer.released;
      return HttpResponse.json([]);
    });
    const { user, location } = await openMyTasks();

    expect(screen.getByRole('status', { name: 'Loading your tasks' })).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('You have not posted any tasks yet.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Add a task' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Task' })).toBeVisible();
    expect(location.pathname).toBe('/dashboard/add-tasks');
  });

  it('says when the tasks could not be loaded, and tries again', async () => {
    world.answer('get', '/my-tasks', errorAnswer(403, 'Forbidden'));
    const { user } = await openMyTasks();

    expect(await screen.findByText('Your tasks could not be loaded.')).toBeVisible();
    world.answer('get', '/my-tasks', [task]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Edit Tag ten photos' })).toBeVisible();
  });
});

describe('My Tasks: editing', () => {
  it('opens the task in a modal and updates Title, Details and Submission Info', async () => {
    world.answer('patch', `/tasks/${task._id}`, { modifiedCount: 1 });
    const { user } = await openMyTasks();

    await user.click(await screen.findByRole('button', { name: 'Edit Tag ten photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Tag ten photos');
    expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveValue(
      'Add a tag to each photo.',
    );
    expect(dialog.getByRole('textbox', { name: 'Submission Info' })).toHaveValue('A list of tags');

    await user.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Tag twenty photos');
    world.answer('get', '/my-tasks', [{ ...task, task_title: 'Tag twenty photos' }]);
    await user.click(dialog.getByRole('button', { name: 'Update Task' }));

    expect(await screen.findByText('Task updated successfully!')).toBeVisible();
    expect(world.lastRequest('PATCH', `/tasks/${task._id}`).body).toEqual({
      task_title: 'Tag twenty photos',
      task_detail: 'Add a tag to each photo.',
      submission_info: 'A list of tags',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Edit Tag twenty photos' })).toBeVisible();
  });

  it('requires the title, details and submission info', async () => {
    const { user } = await openMyTasks();
    await user.click(await screen.findByRole('button', { name: 'Edit Tag ten photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));

    await user.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Details' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Submission Info' }));
    await user.click(dialog.getByRole('button', { name: 'Update Task' }));

    expect(dialog.getByText('Task Title is required')).toBeVisible();
    expect(dialog.getByText('Task Details is required')).toBeVisible();
    expect(dialog.getByText('Submission Info is required')).toBeVisible();
    expect(world.countOf('PATCH', `/tasks/${task._id}`)).toBe(0);
  });

  it('shows the server’s message when the update fails, and keeps the modal open', async () => {
    world.answer('patch', `/tasks/${task._id}`, errorAnswer(404, 'Task not found.'));
    const { user } = await openMyTasks();
    await user.click(await screen.findByRole('button', { name: 'Edit Tag ten photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });

    await user.click(within(dialog).getByRole('button', { name: 'Update Task' }));

    expect(await screen.findByText('Task not found.')).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });
});

describe('My Tasks: deleting', () => {
  it('asks first, and deletes nothing when cancelled', async () => {
    const { user } = await openMyTasks();

    await user.click(await screen.findByRole('button', { name: 'Delete Tag ten photos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Tag ten photos”?' });
    expect(dialog).toHaveAccessibleDescription("Are you sure? You won't be able to undo this!");
    await user.click(within(dialog).getByRole('button', { name: 'No, cancel!' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(world.countOf('DELETE', `/tasks/${task._id}`)).toBe(0);
  });

  it('deletes on Yes, says so, and the refund shows in the coin pill', async () => {
    world.answer('delete', `/tasks/${task._id}`, { deletedCount: 1, refundedCoins: 15 });
    const { user } = await openMyTasks();
    expect(coinPill()).toHaveTextContent('Available coins: 120');

    await user.click(await screen.findByRole('button', { name: 'Delete Tag ten photos' }));
    const dialog = await screen.findByRole('alertdialog');
    world.answer('get', '/my-tasks', []);
    buyerRecordIs({ availableCoin: 135 });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Task deleted successfully!')).toBeVisible();
    expect(await screen.findByText('You have not posted any tasks yet.')).toBeVisible();
    await waitFor(() => expect(coinPill()).toHaveTextContent('Available coins: 135'));
  });

  it('shows the server’s message when the task cannot be deleted', async () => {
    world.answer('delete', `/tasks/${task._id}`, errorAnswer(403, 'This is not your task.'));
    const { user } = await openMyTasks();

    await user.click(await screen.findByRole('button', { name: 'Delete Tag ten photos' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );

    expect(await screen.findByText('This is not your task.')).toBeVisible();
  });
});
