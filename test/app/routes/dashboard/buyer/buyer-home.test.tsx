import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { ADA_EMAIL } from '@test/app/support/apiWorld';
import {
  errorAnswer,
  heldBack,
  secondSubmission,
  secondTask,
  setUpBuyerWorld,
  submission,
  task,
} from './buyerWorld';

const { world, openAsBuyer } = setUpBuyerWorld();

function figure(label: string): HTMLElement {
  return screen.getByRole('region', { name: label });
}

function pendingTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Pending Submissions' });
}

function rowOf(text: string): HTMLElement {
  const row = within(pendingTable())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row shows ${text}.`);
  return row;
}

describe('Buyer Home: the figures', () => {
  it('counts the tasks, the workers they still need, and the dollars paid', async () => {
    world.answer('get', '/my-tasks', [task, secondTask]);
    world.answer('get', '/payments', [
      {
        _id: 'p1',
        email: ADA_EMAIL,
        price: 10,
        coins: 150,
        date: '2030-01-01',
        transactionId: 'pi_1',
      },
      {
        _id: 'p2',
        email: ADA_EMAIL,
        price: 35,
        coins: 1000,
        date: '2030-01-02',
        transactionId: 'pi_2',
      },
    ]);
    await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buyer Home' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Tasks')).toHaveTextContent('Total Tasks2'));
    expect(figure('Pending Tasks')).toHaveTextContent('Pending Tasks7');
    await waitFor(() => expect(figure('Total Payment')).toHaveTextContent('Total Payment$45.00'));
    expect(world.lastRequest('GET', '/my-tasks').query).toEqual({ email: ADA_EMAIL });
    expect(world.lastRequest('GET', '/payments').query).toEqual({ email: ADA_EMAIL });
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    world.answer('get', '/my-tasks', errorAnswer(403, 'Forbidden'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');

    const totalTasks = await screen.findByRole('region', { name: 'Total Tasks' });
    expect(await within(totalTasks).findByText('Your figures could not be loaded.')).toBeVisible();

    world.answer('get', '/my-tasks', [task]);
    await user.click(within(totalTasks).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Total Tasks')).toHaveTextContent('Total Tasks1'));
    expect(figure('Pending Tasks')).toHaveTextContent('Pending Tasks3');
  });
});

describe('Buyer Home: the pending submissions', () => {
  it('lists what waits for review: task, worker, amount and the actions', async () => {
    world.answer('get', '/submissions', [submission, secondSubmission]);
    await openAsBuyer('/dashboard/buyer-home');

    await screen.findByRole('table', { name: 'Pending Submissions' });
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Submissions' })).toBeVisible();
    const headers = within(pendingTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Task', 'Worker', 'Amount', 'Action']);
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByText('Bo Reed')).toBeVisible();
    expect(row.getByText('bo@coinwork.test')).toBeVisible();
    expect(row.getByText('5 coins')).toBeVisible();
    expect(row.getByRole('button', { name: 'View' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(within(rowOf('Cy Marsh')).getByText('7 coins')).toBeVisible();
    expect(world.lastRequest('GET', '/submissions').query).toEqual({
      email: ADA_EMAIL,
      status: 'pending',
    });
  });

  it('shows skeletons while loading, then says when nothing waits', async () => {
    const answer = heldBack();
    world.answer('get', '/submissions', async () => {
      await answer.released;
      return HttpResponse.json([]);
    });
    await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByRole('status', { name: 'Loading the pending submissions' }),
    ).toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending Submissions' })).not.toBeInTheDocument();
  });

  it('says when the submissions could not be loaded, and tries again', async () => {
    world.answer('get', '/submissions', errorAnswer(403, 'Forbidden'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByText('The pending submissions could not be loaded.'),
    ).toBeInTheDocument();
    world.answer('get', '/submissions', [submission]);
    const section = screen.getByRole('region', { name: 'Pending Submissions' });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Pending Submissions' })).toBeVisible();
  });

  it('shows the whole submission before deciding, and decides from there', async () => {
    world.answer('get', '/submissions', [secondSubmission]);
    world.answer('patch', `/submissions/${secondSubmission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    await user.click(within(rowOf('Cy Marsh')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission details' });
    const details = within(dialog);
    expect(details.getByText('Transcribe a short clip')).toBeVisible();
    expect(details.getByText('Cy Marsh (cy@coinwork.test)')).toBeVisible();
    expect(details.getByText('Jan 2, 2030', { exact: false })).toBeVisible();
    expect(details.getByText('7 coins')).toBeVisible();
    expect(details.getByText(/line one\s+line two/)).toBeVisible();

    world.answer('get', '/submissions', []);
    await user.click(details.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Rejected! The submission has been rejected.')).toBeVisible();
    expect(world.lastRequest('PATCH', `/submissions/${secondSubmission._id}`).body).toEqual({
      action: 'reject',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Submission details' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
  });

  it('accepts: sends `approved`, says so, and the row and the coins are refreshed', async () => {
    world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const readsBefore = world.countOf('GET', '/user');

    world.answer('get', '/submissions', []);
    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Approved! The submission has been approved.')).toBeVisible();
    expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({
      action: 'approved',
    });
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(world.countOf('GET', '/user')).toBeGreaterThan(readsBefore));
  });

  it('sends one decision however fast the buttons are pressed', async () => {
    const answer = heldBack();
    world.answer('patch', `/submissions/${submission._id}`, async () => {
      await answer.released;
      return HttpResponse.json({ modifiedCount: 1 });
    });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const row = within(rowOf('Tag ten photos'));

    await user.dblClick(row.getByRole('button', { name: 'Accept' }));

    expect(row.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await act(async () => answer.release());
    expect(await screen.findByText('Approved! The submission has been approved.')).toBeVisible();
    expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(1);
  });

  it.each([
    ['Accept', 'Failed to approve the submission.', 'approved'],
    ['Reject', 'Failed to reject the submission.', 'reject'],
  ])(
    'when %s fails, says Error and the spec’s text, and tries again',
    async (button, text, action) => {
      world.answer('patch', `/submissions/${submission._id}`, errorAnswer(409, 'Already decided.'));
      const { user } = await openAsBuyer('/dashboard/buyer-home');
      await screen.findByRole('table', { name: 'Pending Submissions' });

      await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: button }));

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toContain(`Error${text}`);
      const row = within(rowOf('Tag ten photos'));
      expect(row.getByText(text)).toBeVisible();

      world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
      world.answer('get', '/submissions', []);
      await user.click(row.getByRole('button', { name: 'Try again' }));

      await waitFor(() => expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(2));
      expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({ action });
      expect(
        await screen.findByText('No submissions are waiting for your review.'),
      ).toBeInTheDocument();
    },
  );

  it('lets the buyer put a failed decision aside and choose again', async () => {
    world.answer('patch', `/submissions/${submission._id}`, errorAnswer(500, 'Oops'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Accept' }));
    const row = within(rowOf('Tag ten photos'));
    await user.click(await row.findByRole('button', { name: 'Cancel' }));

    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
