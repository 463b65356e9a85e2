import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import { APPEALS_COPY, UPHOLD_DIALOG_COPY } from '@contract/copy/submissions';
import type { Submission } from '@contract/schemas/submissions';
import {
  admin,
  buyer,
  onDesktopScreen,
  setUpAccountWorld,
  worker,
} from '@test/app/support/accountWorld';
import { submission } from '@test/app/support/apiWorld';

const { world, open } = setUpAccountWorld();

const HOUR_MS = 60 * 60 * 1000;

const adasAppeal: Submission = {
  ...submission,
  _id: 'submission-ada',
  status: 'appealed',
  review_deadline: null,
  rejection_reason: 'Incomplete work',
  rejection_comment: 'Only four of the ten photos are tagged.',
  appeal_statement: 'All ten are tagged: the last six are on the second sheet.',
  // The buyer did not answer in time; an admin may still decide either way.
  appeal_answer_deadline: new Date(Date.now() - HOUR_MS).toISOString(),
};
const deesAppeal: Submission = {
  ...adasAppeal,
  _id: 'submission-dee',
  task_id: 'task-7',
  task_title: 'Rate five logos',
  buyer_name: 'Dee Lamb',
  buyer_email: 'dee@coinwork.test',
  worker_name: 'Cy Marsh',
  worker_email: 'cy@coinwork.test',
  rejection_reason: 'Low quality',
  rejection_comment: 'Every logo got the same rating.',
  appeal_statement: 'They were equally good.',
  appeal_answer_deadline: new Date(Date.now() + 5 * HOUR_MS + 30 * 60 * 1000).toISOString(),
};

function answerAppeals(appeals: readonly Submission[], total = appeals.length): void {
  world.answer('get', '/appeals', () =>
    HttpResponse.json(appeals, { headers: { [TOTAL_COUNT_HEADER]: String(total) } }),
  );
}

function rowOf(text: string): HTMLElement {
  const row = within(screen.getByRole('table', { name: 'Open appeals' }))
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No appeal shows ${text}.`);
  return row;
}

describe('Appeals (admin)', () => {
  it('lists every buyer’s open appeals with the buyer, a page at a time', async () => {
    answerAppeals([adasAppeal, deesAppeal], 12);
    await open('/dashboard/appeals', { signedInAs: admin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
    expect(document.title).toBe('Appeals - Coinwork');
    expect(screen.getByText(APPEALS_COPY.adminIntro)).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Open appeals' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Task',
      'Worker',
      'Buyer',
      'Reason given',
      "Worker's statement",
      'Time left',
      'Action',
    ]);
    const ada = within(rowOf('Tag ten photos'));
    expect(ada.getByText('Ada Quill')).toBeVisible();
    expect(ada.getByText('ada@coinwork.test')).toBeVisible();
    expect(ada.getByText('Bo Reed')).toBeVisible();
    expect(ada.getByRole('time')).toHaveTextContent(APPEALS_COPY.decidedSoon);
    const dee = within(rowOf('Rate five logos'));
    expect(dee.getByText('Dee Lamb')).toBeVisible();
    expect(dee.getByText('dee@coinwork.test')).toBeVisible();
    expect(dee.getByText('Cy Marsh')).toBeVisible();
    expect(dee.getByText('Low quality')).toBeVisible();
    expect(dee.getByText('Every logo got the same rating.')).toBeVisible();
    expect(dee.getByText('They were equally good.')).toBeVisible();
    expect(dee.getByRole('time')).toHaveTextContent(
      APPEALS_COPY.answerWithin('5 hours 29 minutes'),
    );

    expect(world.lastRequest('GET', '/appeals').query).toEqual({ page: '1', limit: '10' });
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Page 1 of 2'),
    ).toBeInTheDocument();
  });

  it('upholds for the buyer after the buyer’s deadline, with a comment', async () => {
    const path = `/submissions/${adasAppeal._id}/appeal-answer`;
    answerAppeals([adasAppeal, deesAppeal]);
    world.answer('post', path, { ...adasAppeal, status: 'rejection_upheld' });
    const { user } = await open('/dashboard/appeals', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Open appeals' });

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Uphold' }));
    const dialog = within(await screen.findByRole('dialog', { name: UPHOLD_DIALOG_COPY.title }));
    await user.type(
      dialog.getByRole('textbox', { name: UPHOLD_DIALOG_COPY.comment }),
      'The second sheet was never sent.',
    );
    answerAppeals([deesAppeal]);
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));

    expect(await screen.findByText(APPEALS_COPY.upheld)).toBeVisible();
    expect(world.lastRequest('POST', path).body).toEqual({
      decision: 'uphold',
      comment: 'The second sheet was never sent.',
    });
    await waitFor(() => expect(screen.queryByText('Tag ten photos')).not.toBeInTheDocument());
    expect(within(rowOf('Rate five logos')).getByRole('button', { name: 'Uphold' })).toBeEnabled();
  });

  it('says so when no appeal is open', async () => {
    answerAppeals([]);
    await open('/dashboard/appeals', { signedInAs: admin });

    expect(await screen.findByText(APPEALS_COPY.adminEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Open appeals' })).not.toBeInTheDocument();
  });

  it('says so, and loads again on request, when the appeals cannot be loaded', async () => {
    world.answer('get', '/appeals', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/appeals', { signedInAs: admin });

    expect(await screen.findByText(APPEALS_COPY.loadFailed)).toBeInTheDocument();
    answerAppeals([deesAppeal]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Open appeals' })).toBeInTheDocument();
  });
});

describe('Appeals: for admins only', () => {
  onDesktopScreen();

  it('is in the admin’s sidebar after Manage Tasks, and leads to the screen', async () => {
    const { user, location } = await open('/dashboard/admin-home', { signedInAs: admin });
    const nav = within(await screen.findByRole('navigation', { name: 'Dashboard navigation' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(-2)).toEqual(['Manage Tasks', 'Appeals']);

    await user.click(nav.getByRole('link', { name: 'Appeals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
    expect(location.pathname).toBe('/dashboard/appeals');
    expect(nav.getByRole('link', { name: 'Appeals' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([buyer, worker])(
    'is not offered to a $role, whose guard shows nothing there',
    async (person) => {
      await open('/dashboard/appeals', { signedInAs: person });
      const nav = within(await screen.findByRole('navigation', { name: 'Dashboard navigation' }));

      expect(nav.queryByRole('link', { name: 'Appeals' })).not.toBeInTheDocument();
      const main = screen.getByRole('main');
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
      // Only a buyer's sidebar asks, for the appeals of their own tasks its Home link counts.
      const screenAsked = world.requests.filter(
        ({ path, query }) => path === '/appeals' && query.sort !== 'appealed',
      );
      expect(screenAsked).toEqual([]);
    },
  );
});
