/**
 * Where the coins are and how they moved: the coin pill's breakdown, Worker Home's balance cards
 * and its earnings chart with the table of the same figures, and the chart's empty and failed
 * states. The chart's SVG is not read here: its table alternative is.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import type { Balance } from '@contract/schemas/balances';
import type { EarningsInsight, SpendingInsight } from '@contract/schemas/insights';
import { buyer, setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { showEverything } from '@test/app/support/browser';

const { world, open } = setUpAccountWorld();
// The chart sections load as they near the viewport; here every section is in view at once.
beforeEach(showEverything);

const workerBalance: Balance = {
  role: 'worker',
  available: 35,
  waiting_for_review: 12,
  held_for_withdrawal: 200,
  earned_total: 1250,
};

/** 30 days ending 2030-06-30, with earnings on two of them. */
function earningsDays(): EarningsInsight {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2030-06-${String(index + 1).padStart(2, '0')}`,
    coins: 0,
  }));
  days[27] = { day: '2030-06-28', coins: 1500 };
  days[29] = { day: '2030-06-30', coins: 40 };
  return { days };
}

async function openWorkerHome() {
  const view = await open('/dashboard/worker-home', { signedInAs: worker });
  await screen.findByRole('group', { name: 'Your figures' });
  return view;
}

/** Lazily loaded sections can take long on a busy machine: wait for what the user sees. */
const SLOW = { timeout: 30_000 };

async function card(label: string) {
  const cards = within(await screen.findByRole('group', { name: 'Where your coins are' }, SLOW));
  return within(cards.getByRole('region', { name: label }));
}

describe('the coin pill', () => {
  it('keeps its figure and opens where a worker’s coins are, with the keyboard too', async () => {
    world.answer('get', '/balance', workerBalance);
    const { user } = await openWorkerHome();

    const pill = await within(await screen.findByRole('banner', {}, SLOW)).findByTitle(
      'Available coins',
    );
    expect(pill).toHaveTextContent('Available coins: 35');
    pill.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Where your coins are' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ).toEqual([
        ['Available', '35 coins'],
        ['Waiting for review', '12 coins'],
        ['Held for withdrawal', '200 coins'],
        ['Earned in total', '1,250 coins'],
      ]),
    );
    expect(world.lastRequest('GET', '/balance').query).toEqual({ email: worker.email });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a buyer’s coins in escrow', async () => {
    world.answer('get', '/balance', {
      role: 'buyer',
      available: 120,
      escrow_open_tasks: 45,
      escrow_submissions: 10,
    } satisfies Balance);
    const { user } = await open('/dashboard/buyer-home', { signedInAs: buyer });

    await user.click(
      await within(await screen.findByRole('banner', {}, SLOW)).findByTitle('Available coins'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Where your coins are' });
    expect(await within(dialog).findByText('In escrow for open tasks')).toBeInTheDocument();
    expect(within(dialog).getByText('45 coins')).toBeInTheDocument();
    expect(within(dialog).getByText('In escrow for submissions')).toBeInTheDocument();
    expect(within(dialog).getByText('10 coins')).toBeInTheDocument();
  });
});

describe('Worker Home: where the coins are and earnings over time', () => {
  it('shows the breakdown cards and the chart’s figures as a table', async () => {
    world.answer('get', '/balance', workerBalance);
    world.answer('get', '/insights/earnings', earningsDays());
    const { user } = await openWorkerHome();

    expect(await (await card('Available')).findByText('35 coins')).toBeInTheDocument();
    expect(await (await card('Waiting for review')).findByText('12 coins')).toBeInTheDocument();
    expect(await (await card('Held for withdrawal')).findByText('200 coins')).toBeInTheDocument();
    expect(await (await card('Earned in total')).findByText('1,250 coins')).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Earnings over time' });
    const summary =
      'Coins earned per day over the last 30 days: 1,540 coins in total, 1,500 coins on the best day.';
    expect(await within(section).findByRole('img', { name: summary })).toBeInTheDocument();
    expect(world.lastRequest('GET', '/insights/earnings').query).toEqual({
      email: worker.email,
      days: '30',
    });

    await user.click(within(section).getByRole('switch', { name: 'Show as table' }));
    const table = within(section).getByRole('table', { name: summary });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Newest first: Jun 30, Jun 29, Jun 28.
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Jun 30, 2030');
    expect(rows.slice(1, 4)).toEqual([['40'], ['0'], ['1,500']]);
    expect(rows).toHaveLength(31);
  });

  it('adds the days up by week', async () => {
    world.answer('get', '/insights/earnings', (request) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      return HttpResponse.json({
        days: Array.from({ length: days }, (_, index) => ({
          day: new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10),
          coins: index >= days - 14 ? 10 : 0,
        })),
      } satisfies EarningsInsight);
    });
    const { user } = await openWorkerHome();

    const section = await screen.findByRole('region', { name: 'Earnings over time' });
    await within(section).findByRole('img', { name: /per day/ });
    await user.click(within(section).getByRole('button', { name: 'Week' }));
    expect(
      await within(section).findByRole('img', {
        name: 'Coins earned per week over the last 12 weeks: 140 coins in total, 70 coins in the best week.',
      }),
    ).toBeInTheDocument();
    expect(world.lastRequest('GET', '/insights/earnings').query).toEqual({
      email: worker.email,
      days: '84',
    });
  });

  it('says there are no earnings yet', async () => {
    world.answer('get', '/insights/earnings', {
      days: Array.from({ length: 30 }, (_, index) => ({
        day: `2030-06-${String(index + 1).padStart(2, '0')}`,
        coins: 0,
      })),
    } satisfies EarningsInsight);
    await openWorkerHome();

    const section = await screen.findByRole('region', { name: 'Earnings over time' });
    expect(await within(section).findByText('No earnings yet')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Show as table' })).toBeDisabled();
  });

  it('says the chart failed and loads it again on request', async () => {
    world.answer('get', '/insights/earnings', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await openWorkerHome();

    const section = await screen.findByRole('region', { name: 'Earnings over time' });
    expect(await within(section).findByText('The chart could not be loaded.')).toBeInTheDocument();
    world.answer('get', '/insights/earnings', earningsDays());
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('img', { name: /1,540 coins in total/ })).toBeVisible();
  });
});

describe('Buyer Home: spending and coins bought', () => {
  it('tells what went into tasks, came back and was bought', async () => {
    world.answer('get', '/insights/spending', {
      days: Array.from({ length: 30 }, (_, index) => ({
        day: `2030-06-${String(index + 1).padStart(2, '0')}`,
        spent: index === 29 ? 60 : 0,
        refunded: index === 29 ? 12 : 0,
        bought: index === 28 ? 1000 : 0,
      })),
    } satisfies SpendingInsight);
    await open('/dashboard/buyer-home', { signedInAs: buyer });

    const section = await screen.findByRole('region', { name: 'Spending and coins bought' });
    expect(
      await within(section).findByRole('img', {
        name: 'Per day over the last 30 days: 60 coins put into tasks (before refunds), 12 coins refunded and 1,000 coins bought.',
      }),
    ).toBeInTheDocument();
    expect(
      await (await card('In escrow for open tasks')).findByText('15 coins'),
    ).toBeInTheDocument();
  });
});
