/**
 * Reputations as people read them (docs/product.md#reputation): "new" instead of a rate, the
 * approval rate, the median review time (in days when long, "over" past the last bucket), the
 * appeals lost and the counts, as a labelled list.
 */
import { render, screen, within } from '@testing-library/react';

import { BuyerReputation } from '@app/components/reputation/BuyerReputation';
import { WorkerReputation } from '@app/components/reputation/WorkerReputation';
import { percentText } from '@contract/copy/lists';
import type {
  BuyerReputation as BuyerFigures,
  WorkerReputation as WorkerFigures,
} from '@contract/schemas/reputation';

const ESTABLISHED_BUYER: BuyerFigures = {
  is_new: false,
  decided: 9,
  approval_rate: 666,
  median_review_hours: 4,
  median_review_over: false,
  appeals: 3,
  appeals_lost: 2,
  appeals_lost_rate: 666,
  tasks_posted: 3,
};

const NEW_BUYER: BuyerFigures = {
  is_new: true,
  decided: 0,
  approval_rate: null,
  median_review_hours: null,
  median_review_over: false,
  appeals: 0,
  appeals_lost: 0,
  appeals_lost_rate: null,
  tasks_posted: 1,
};

/**
 * The items of a reputation list as they read; the dot between two is hidden from assistive
 * technology.
 */
function factsOf(label: string): string[] {
  const list = screen.getByRole('list', { name: label });
  const items = within(list).getAllByRole('listitem');
  const separators = within(list).queryAllByText('·');
  expect(separators).toHaveLength(items.length - 1);
  for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  return items.map((item) => (item.textContent ?? '').replace(/^·/, ''));
}

describe('a buyer’s reputation', () => {
  it('tells the approval rate, the median review time, the appeals lost and the tasks', () => {
    render(<BuyerReputation reputation={ESTABLISHED_BUYER} />);
    expect(factsOf("Buyer's reputation")).toEqual([
      `${percentText(0.666)} approved`,
      'reviews within 4 h',
      '2 of 3 appeals lost',
      '3 tasks',
    ]);
  });

  it('says "New buyer", never a rate, while too few submissions are decided', () => {
    render(<BuyerReputation reputation={NEW_BUYER} />);
    expect(factsOf("Buyer's reputation")).toEqual(['New buyer', '1 task']);
    expect(screen.getByText('New buyer')).toHaveAttribute(
      'title',
      'Fewer than 3 decided submissions so far',
    );
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('tells long reviews in days, and past the last bucket as "over"', () => {
    const { unmount } = render(
      <BuyerReputation reputation={{ ...ESTABLISHED_BUYER, median_review_hours: 72 }} />,
    );
    expect(screen.getByText('reviews within 3 days')).toBeInTheDocument();
    unmount();

    render(
      <BuyerReputation
        reputation={{ ...ESTABLISHED_BUYER, median_review_hours: 168, median_review_over: true }}
      />,
    );
    expect(screen.getByText('reviews take over 7 days')).toBeInTheDocument();
  });

  it('leaves out what has not happened yet: no review, no appeal', () => {
    render(
      <BuyerReputation
        reputation={{ ...NEW_BUYER, decided: 2, median_review_hours: 1, tasks_posted: 2 }}
      />,
    );
    expect(factsOf("Buyer's reputation")).toEqual(['New buyer', 'reviews within 1 h', '2 tasks']);
  });
});

describe('a worker’s reputation', () => {
  it('tells the approval rate, the completed work and the appeals won', () => {
    const worker: WorkerFigures = {
      is_new: false,
      decided: 5,
      approval_rate: 800,
      completed: 4,
      appeals_won: 1,
    };
    render(<WorkerReputation reputation={worker} />);
    expect(factsOf("Worker's reputation")).toEqual([
      `${percentText(0.8)} approved`,
      '4 completed',
      '1 appeal won',
    ]);
  });

  it('says "New worker", never a rate, and leaves out appeals never won', () => {
    const worker: WorkerFigures = {
      is_new: true,
      decided: 2,
      approval_rate: null,
      completed: 2,
      appeals_won: 0,
    };
    render(<WorkerReputation reputation={worker} />);
    expect(factsOf("Worker's reputation")).toEqual(['New worker', '2 completed']);
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });
});
