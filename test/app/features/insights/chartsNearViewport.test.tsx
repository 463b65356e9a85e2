/**
 * A home's chart section is below the first screen on a phone: its code and its figures are asked
 * for only as it nears the viewport, so they do not compete with the screen's first data
 * (docs/performance.md#dashboards).
 */
import { act, screen } from '@testing-library/react';

import type { SpendingInsight } from '@contract/schemas/insights';
import { buyer, setUpAccountWorld } from '@test/app/support/accountWorld';

const { world, open } = setUpAccountWorld();

/** An observer the test moves: nothing is in view until `scrollNear` is called. */
const watched: { callback: IntersectionObserverCallback; target: Element }[] = [];
class ScrolledObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    watched.push({ callback: this.callback, target });
  }
  unobserve(): void {}
  disconnect(): void {
    watched.splice(
      0,
      watched.length,
      ...watched.filter((entry) => entry.callback !== this.callback),
    );
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function scrollNear(): void {
  for (const { callback, target } of [...watched]) {
    const bounds = target.getBoundingClientRect();
    callback(
      [
        {
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: bounds,
          intersectionRect: bounds,
          rootBounds: null,
          time: performance.now(),
        },
      ],
      new ScrolledObserver(callback),
    );
  }
}

beforeEach(() => {
  watched.length = 0;
  Object.assign(window, { IntersectionObserver: ScrolledObserver });
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

  act(scrollNear);
  expect(
    await screen.findByRole('region', { name: 'Spending and coins bought' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(world.countOf('GET', '/insights/spending')).toBe(1);
});
