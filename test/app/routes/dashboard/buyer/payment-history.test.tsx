import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { formatDateTime } from '@app/format/dates';
import { ADA_EMAIL } from '@test/app/support/apiWorld';
import { errorAnswer, heldBack, setUpBuyerWorld } from './buyerWorld';

const { world, openAsBuyer } = setUpBuyerWorld();

const payments = [
  {
    _id: 'payment-2',
    email: ADA_EMAIL,
    price: 35,
    coins: 1000,
    date: '2030-01-09T10:00:00.000Z',
    transactionId: 'pi_sandbox_2',
  },
  {
    _id: 'payment-1',
    email: ADA_EMAIL,
    price: 1,
    coins: 10,
    date: '2030-01-01T10:00:00.000Z',
    transactionId: 'pi_sandbox_1',
  },
];

async function openHistory() {
  const view = await openAsBuyer('/dashboard/payment-history');
  await screen.findByRole('heading', { level: 1, name: 'Payment History' });
  return view;
}

describe('Payment History', () => {
  it('lists each payment: price, coins, date and transaction id', async () => {
    world.answer('get', '/payments', payments);
    await openHistory();

    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Payment', 'Coins', 'Date', 'Transaction Id']);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map(([price, coins, , id]) => [price, coins, id])).toEqual([
      ['$35.00', '1,000', 'pi_sandbox_2'],
      ['$1.00', '10', 'pi_sandbox_1'],
    ]);
    expect(cells[0]?.[2]).toContain('Jan 9, 2030');
    expect(world.lastRequest('GET', '/payments').query).toEqual({ email: ADA_EMAIL });
  });

  it('dates a payment made a moment ago by its date, how long ago below it', async () => {
    const paidAt = new Date(Date.now() - 1000);
    world.answer('get', '/payments', [{ ...payments[0], date: paidAt.toISOString() }]);
    await openHistory();

    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    const date = within(row as HTMLElement).getAllByRole('cell')[2] as HTMLElement;
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(paidAt);
    expect(within(date).getByText(formatDateTime(paidAt.toISOString()))).toHaveAttribute(
      'dateTime',
      paidAt.toISOString(),
    );
    expect(date).toHaveTextContent(day);
    expect(date).toHaveTextContent(/(\d+ seconds?|\d+ minutes?) ago|now/);
  });

  it('says “Loading payments...” while loading', async () => {
    const answer = heldBack();
    world.answer('get', '/payments', async () => {
      await answer.released;
      return HttpResponse.json(payments);
    });
    await openHistory();

    expect(screen.getByText('Loading payments...')).toBeVisible();
    answer.release();
    expect(await screen.findByText('pi_sandbox_2')).toBeVisible();
    expect(screen.queryByText('Loading payments...')).not.toBeInTheDocument();
  });

  it('says so when the payments could not be loaded, and tries again', async () => {
    world.answer('get', '/payments', errorAnswer(403, 'Forbidden'));
    const { user } = await openHistory();

    expect(
      await screen.findByText('Error loading payments. Please try again later.'),
    ).toBeVisible();
    world.answer('get', '/payments', payments);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('pi_sandbox_1')).toBeVisible();
  });

  it('says when there are no payments yet and leads to Purchase Coin', async () => {
    world.answer('get', '/payments', []);
    const { user, location } = await openHistory();

    expect(await screen.findByText('You have not bought any coins yet.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Purchase Coin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Coin' })).toBeVisible();
    expect(location.pathname).toBe('/dashboard/purchase');
  });
});
