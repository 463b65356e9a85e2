import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { WithdrawalRequest } from '@contract/schemas/withdrawals';
import { admin, setUpAccountWorld } from '../account/accountWorld';
import { withdrawal } from '../support/apiWorld';

const { world, open } = setUpAccountWorld();

const paid: WithdrawalRequest = {
  ...withdrawal,
  _id: 'withdrawal-2',
  worker_email: 'cy@coinwork.test',
  payment_system: 'Rocket',
  withdrawal_coin: 400,
  withdrawal_amount: 20,
  status: 'success',
};

function figure(label: string) {
  return within(screen.getByRole('region', { name: label }));
}

async function openHome() {
  const view = await open('/dashboard/admin-home', { signedInAs: admin });
  await screen.findByRole('group', { name: 'Platform figures' });
  return view;
}

function table() {
  return within(screen.getByRole('table', { name: 'Pending Withdrawals' }));
}

describe('Admin Home: the figures', () => {
  it('shows Total Workers, Total Buyers and Total Payments in dollars', async () => {
    world.answer('get', '/users/summary', {
      totalCoins: 9000,
      totalWorkers: 1234,
      totalBuyers: 56,
      totalPayments: 4321,
    });
    await open('/dashboard/admin-home', { signedInAs: admin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Home' }),
    ).toBeInTheDocument();
    expect(await figure('Total Workers').findByText('1,234')).toBeInTheDocument();
    expect(figure('Total Buyers').getByText('56')).toBeInTheDocument();
    expect(figure('Total Payments').getByText('$4,321.00')).toBeInTheDocument();
  });

  it('says so, and loads again on request, when the figures cannot be loaded', async () => {
    world.answer('get', '/users/summary', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await openHome();

    expect(
      await figure('Total Workers').findByText('The figures could not be loaded.'),
    ).toBeInTheDocument();
    world.answer('get', '/users/summary', {
      totalCoins: 0,
      totalWorkers: 3,
      totalBuyers: 2,
      totalPayments: 0,
    });
    await user.click(figure('Total Buyers').getByRole('button', { name: 'Try again' }));
    expect(await figure('Total Workers').findByText('3')).toBeInTheDocument();
  });
});

describe('Admin Home: Pending Withdrawals', () => {
  it('lists each request with Accept only where it is not yet paid', async () => {
    world.answer('get', '/withdrawal-requests', () =>
      HttpResponse.json([withdrawal, paid], { headers: { [TOTAL_COUNT_HEADER]: '2' } }),
    );
    await open('/dashboard/admin-home', { signedInAs: admin });

    await screen.findByRole('table', { name: 'Pending Withdrawals' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Worker Email', 'Payment Method', 'Amount', 'Source of coins', 'Status', 'Action']);
    const [pendingRow, paidRow] = table().getAllByRole('row').slice(1);
    expect(pendingRow).toHaveTextContent('bo@coinwork.testBkash$10.00200 coinsPendingAccept');
    expect(paidRow).toHaveTextContent('cy@coinwork.testRocket$20.00400 coinsSuccessPaid');
    expect(within(paidRow as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(world.lastRequest('GET', '/withdrawal-requests').query).toEqual({
      page: '1',
      limit: '10',
    });
  });

  it('shows where each worker’s coins came from, flagging those with nothing earned', async () => {
    world.answer('get', '/withdrawal-requests', () =>
      HttpResponse.json(
        [
          { ...withdrawal, coin_sources: { earned: 250, signUpGrant: 10, purchased: 0, other: 0 } },
          {
            ...paid,
            status: 'pending',
            coin_sources: { earned: 0, signUpGrant: 10, purchased: 0, other: 390 },
          },
        ],
        { headers: { [TOTAL_COUNT_HEADER]: '2' } },
      ),
    );
    await open('/dashboard/admin-home', { signedInAs: admin });

    await screen.findByRole('table', { name: 'Pending Withdrawals' });
    const [earnedRow, farmedRow] = table().getAllByRole('row').slice(1);
    expect(earnedRow).toHaveTextContent('Earned 250 coinsSign-up 10 coinsBought 0 coins');
    expect(earnedRow).not.toHaveTextContent('Nothing earned from approved work');
    expect(farmedRow).toHaveTextContent(
      'Earned 0 coinsSign-up 10 coinsBought 0 coinsOther 390 coinsNothing earned from approved work',
    );
  });

  it('accepts a request once: the button waits, then is gone', async () => {
    let answer: () => void = () => undefined;
    world.answer('patch', `/withdrawal-requests/${withdrawal._id}`, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return HttpResponse.json({ ...withdrawal, status: 'success' });
    });
    const { user } = await open('/dashboard/admin-home', { signedInAs: admin });
    const accept = await screen.findByRole('button', {
      name: 'Accept $10.00 for bo@coinwork.test',
    });

    await user.dblClick(accept);
    expect(accept).toBeDisabled();
    world.answer('get', '/withdrawal-requests', [{ ...withdrawal, status: 'success' }]);
    answer();

    expect(
      await screen.findAllByText('Withdrawal request approved successfully!'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(table().getByText('Success')).toBeInTheDocument());
    expect(table().queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(world.countOf('PATCH', `/withdrawal-requests/${withdrawal._id}`)).toBe(1);
    expect(world.lastRequest('PATCH', `/withdrawal-requests/${withdrawal._id}`).body).toEqual({
      status: 'success',
      worker_email: withdrawal.worker_email,
      withdrawal_coin: withdrawal.withdrawal_coin,
    });
  });

  it('shows the server’s message when the payment is refused', async () => {
    world.answer('patch', `/withdrawal-requests/${withdrawal._id}`, () =>
      HttpResponse.json(
        { message: 'This withdrawal request has already been paid.' },
        { status: 409 },
      ),
    );
    const { user } = await open('/dashboard/admin-home', { signedInAs: admin });

    await user.click(await screen.findByRole('button', { name: /^Accept/ }));
    expect(
      await screen.findByText('This withdrawal request has already been paid.'),
    ).toBeInTheDocument();
  });

  it('pages the requests on the server', async () => {
    world.answer('get', '/withdrawal-requests', (request) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      return HttpResponse.json(
        [{ ...withdrawal, _id: `w-${page}`, worker_email: `p${page}@x.test` }],
        {
          headers: { [TOTAL_COUNT_HEADER]: '11' },
        },
      );
    });
    const { user } = await open('/dashboard/admin-home', { signedInAs: admin });
    const pagination = within(await screen.findByRole('navigation', { name: 'Pagination' }));

    expect(pagination.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(pagination.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'p2@x.test' })).toBeInTheDocument();
    expect(pagination.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says so when there are no requests', async () => {
    world.answer('get', '/withdrawal-requests', []);
    await open('/dashboard/admin-home', { signedInAs: admin });
    expect(await screen.findByText('No withdrawal requests yet.')).toBeInTheDocument();
  });

  it('says so when the requests cannot be loaded', async () => {
    world.answer('get', '/withdrawal-requests', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    await open('/dashboard/admin-home', { signedInAs: admin });
    expect(
      await screen.findByText('The withdrawal requests could not be loaded.'),
    ).toBeInTheDocument();
  });
});
