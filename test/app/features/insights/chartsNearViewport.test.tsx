/**
 * A home's chart section is below the first screen on a phone: its code and its figures are asked
 * for only as it nears the viewport, so they do not compete with the screen's data
 * (docs/performance.md#dashboards).
 */
import { act, screen } from '@testing-library/react';

import type { SpendingInsight } from '@contract/schemas/insights';
import { buyer, setUpAccountWorld } from '@test/app/support/accountWorld';
import { showOnlyWhenScrolled } from '@test/app/support/browser';

const { world, open } = setUpAccountWorld();

let scrollNear: () => void;
beforeEach(() => {
  scrollNear = showOnlyWhenScrolled();
});

it('Buyer Home asks for its spending chart only when the section nears the viewport', async () => {
  world.answer('get', '/insights/spending', {
    days: Array.from({ length: 30 }, (_, index) => ({
      day: `2030-06-${String(index + 1).padStart(2, '0')}`,
      spent: index === 29 ? 60 : 0,
      refunded: 0,
      bought: 0,
    })),
  } satisfies SpendingInsight);
  await open('/dashboard/buyer-home', { signedInAs: buyer });
  await screen.findByRole('heading', { name: 'Pending Submissions' });
  await screen.findByRole('group', { name: 'Where your coins are' });

  expect(screen.queryByRole('region', { name: 'Spending and coins bought' })).toBeNull();
  expect(world.countOf('GET', '/insights/spending')).toBe(0);

  act(() => scrollNear());
  expect(
    await screen.findByRole('region', { name: 'Spending and coins bought' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(world.countOf('GET', '/insights/spending')).toBe(1);
});
