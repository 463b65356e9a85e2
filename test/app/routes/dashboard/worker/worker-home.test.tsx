import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { api } from '@app/store/api';
import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { Submission } from '@contract/schemas/submissions';
import { identityOf, setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { submission } from '@test/app/support/apiWorld';
import { heldAnswer } from '@test/app/support/heldAnswer';
import { renderApp } from '@test/app/support/render';

const { world, open } = setUpAccountWorld();

const pending: Submission = {
  ...submission,
  _id: 'submission-2',
  task_title: 'Rate five logos',
  payable_amount: 12,
  worker_email: worker.email,
};

/** One figure card (the pending submissions also have a table of that name). */
function figure(label: string) {
  const figures = within(screen.getByRole('group', { name: 'Your figures' }));
  return within(figures.getByRole('region', { name: label }));
}

async function openHome() {
  const view = await open('/dashboard/worker-home', { signedInAs: worker });
  await screen.findByRole('group', { name: 'Your figures' });
  return view;
}

describe('Worker Home', () => {
  it('welcomes the worker by name and shows the three figures', async () => {
    world.answer('get', '/available-tasks', () =>
      HttpResponse.json([], { headers: { [TOTAL_COUNT_HEADER]: '42' } }),
    );
    world.answer('get', '/submissions', [submission, pending]);
    world.answer('get', '/earnings', [
      { _id: 'earning-1', amount: 5, task_title: 'A', buyer_email: 'a@x.test', date: '' },
      { _id: 'earning-2', amount: 37, task_title: 'B', buyer_email: 'a@x.test', date: '' },
    ]);
    await openHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Worker Home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Bo Reed!')).toBeInTheDocument();
    expect(await figure('Available Tasks').findByText('42')).toBeInTheDocument();
    expect(await figure('Pending Submissions').findByText('2')).toBeInTheDocument();
    expect(await figure('Total Earnings').findByText('42 coins')).toBeInTheDocument();
    expect(world.lastRequest('GET', '/available-tasks').query).toEqual({ limit: '1' });
    expect(world.lastRequest('GET', '/submissions').query).toEqual({
      email: worker.email,
      status: 'pending',
    });
    expect(world.lastRequest('GET', '/earnings').query).toEqual({ email: worker.email });
  });

  it('lists the pending submissions with Task, Status and Amount', async () => {
    world.answer('get', '/submissions', [pending]);
    await openHome();

    const table = await screen.findByRole('table', { name: 'Pending Submissions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Task', 'Status', 'Amount']);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Rate five logos');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('12 coins');
  });

  it('says so when nothing waits for review', async () => {
    world.answer('get', '/submissions', []);
    await openHome();

    expect(
      await screen.findByText('You have no submissions waiting for review.'),
    ).toBeInTheDocument();
    expect(await figure('Pending Submissions').findByText('0')).toBeInTheDocument();
  });

  it('welcomes a worker back by the name they registered with, though the identity provider has none yet', async () => {
    world.answer('get', '/user', worker);
    const { store } = renderApp('/dashboard/worker-home', {
      signedInAs: { ...identityOf(worker), displayName: null },
    });

    expect(await screen.findByText(`Welcome back, ${worker.name}!`)).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Worker!')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(api.util.resetApiState());
    });
  });

  it('shows skeletons while the figures load', async () => {
    const held = heldAnswer([]);
    world.answer('get', '/earnings', held.reply);
    await openHome();

    const earnings = screen.getByRole('region', { name: 'Total Earnings' });
    expect(earnings).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(earnings).toHaveAttribute('aria-busy', 'false'));
    expect(within(earnings).getByText('0 coins')).toBeInTheDocument();
  });

  it('says which figure failed and loads it again on request', async () => {
    world.answer('get', '/earnings', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await openHome();

    expect(
      await figure('Total Earnings').findByText('Your figures could not be loaded.'),
    ).toBeInTheDocument();
    world.answer('get', '/earnings', []);
    await user.click(figure('Total Earnings').getByRole('button', { name: 'Try again' }));
    expect(await figure('Total Earnings').findByText('0 coins')).toBeInTheDocument();
  });

  it('says so, and offers another try, when the pending submissions fail to load', async () => {
    world.answer('get', '/submissions', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    await openHome();

    expect(
      await screen.findByText('Your pending submissions could not be loaded.'),
    ).toBeInTheDocument();
  });
});
