/**
 * Buyer Home's Appeals section (docs/money.md#the-submission-lifecycle): the open appeals of work
 * for Ada's tasks, paid after a confirmation or upheld with a comment, one answer per row.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import {
  APPEALS_COPY,
  PAY_WORKER_DIALOG_COPY,
  UPHOLD_DIALOG_COPY,
} from '@contract/copy/submissions';
import { NOTIFICATION_TEXTS } from '@contract/messages';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import type { Submission } from '@contract/schemas/submissions';
import { onDesktopScreen } from '@test/app/support/accountWorld';
import { FakeEventSource, installFakeEventSource, theStream } from '@test/app/support/eventSource';
import { buyer, errorAnswer, heldBack, setUpBuyerWorld, submission } from './buyerWorld';

const { world, openAsBuyer } = setUpBuyerWorld();

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A deadline `ms` from now, as the server writes it. */
function deadlineIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

const REJECTION_COMMENT = 'Only four of the ten photos are tagged.';
const STATEMENT = 'All ten are tagged: the last six are on the second sheet.';

function appealOf(changes: Partial<Submission>): Submission {
  return {
    ...submission,
    status: 'appealed',
    review_deadline: null,
    rejection_reason: 'Incomplete work',
    rejection_comment: REJECTION_COMMENT,
    appeal_statement: STATEMENT,
    appeal_answer_deadline: deadlineIn(2 * DAY_MS + HOUR_MS),
    ...changes,
  };
}

const appeal = appealOf({ _id: 'submission-appealed' });
const lateAppeal = appealOf({
  _id: 'submission-late',
  task_id: 'task-2',
  task_title: 'Transcribe a short clip',
  worker_name: 'Cy Marsh',
  worker_email: 'cy@coinwork.test',
  payable_amount: 7,
  rejection_reason: 'Low quality',
  rejection_comment: 'Half of the words are wrong.',
  appeal_statement: 'The audio was unclear; I marked what I could not hear.',
  appeal_answer_deadline: deadlineIn(-HOUR_MS),
});

const ANSWER_PATH = `/submissions/${appeal._id}/appeal-answer`;

function answerAppeals(appeals: readonly Submission[], total = appeals.length): void {
  world.answer('get', '/appeals', () =>
    HttpResponse.json(appeals, { headers: { [TOTAL_COUNT_HEADER]: String(total) } }),
  );
}

function appealsTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Open appeals' });
}

function rowOf(text: string): HTMLElement {
  const row = within(appealsTable())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No appeal shows ${text}.`);
  return row;
}

async function openAppeals() {
  const view = await openAsBuyer('/dashboard/buyer-home');
  await screen.findByRole('table', { name: 'Open appeals' });
  return view;
}

function alertTexts(): (string | null)[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent);
}

describe('Buyer Home: the appeals', () => {
  it('lists each appeal below the pending submissions: task, worker, reason, statement and time left', async () => {
    answerAppeals([appeal, lateAppeal]);
    await openAppeals();

    const section = screen.getByRole('region', { name: 'Appeals' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Appeals' })).toBeVisible();
    expect(within(section).getByRole('table', { name: 'Open appeals' })).toBe(appealsTable());
    const pending = screen.getByRole('region', { name: 'Pending Submissions' });
    expect(pending.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      within(appealsTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Task', 'Worker', 'Reason given', "Worker's statement", 'Time left', 'Action']);

    const row = within(rowOf('Tag ten photos'));
    expect(row.getByText('5 coins')).toBeVisible();
    expect(row.getByText('Bo Reed')).toBeVisible();
    expect(row.getByText('bo@coinwork.test')).toBeVisible();
    expect(row.getByText('Incomplete work')).toBeVisible();
    expect(row.getByText(REJECTION_COMMENT)).toBeVisible();
    expect(row.getByText(STATEMENT)).toBeVisible();
    const time = row.getByRole('time');
    expect(time).toHaveTextContent(APPEALS_COPY.answerWithin('2 days'));
    expect(time).toHaveAttribute('dateTime', appeal.appeal_answer_deadline);
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(row.getByRole('button', { name: 'Pay the worker' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Uphold' })).toBeEnabled();

    // Past the deadline the appeal is about to be decided for the worker: the buyer may still
    // pay, but no longer uphold.
    const late = within(rowOf('Cy Marsh'));
    expect(late.getByRole('time')).toHaveTextContent(APPEALS_COPY.decidedSoon);
    expect(late.getByRole('button', { name: 'Pay the worker' })).toBeEnabled();
    expect(late.getByRole('button', { name: 'Uphold' })).toBeDisabled();

    expect(world.lastRequest('GET', '/appeals').query).toEqual({ page: '1', limit: '10' });
  });

  it('shows skeletons while loading, then says when no appeal waits', async () => {
    const answer = heldBack();
    world.answer('get', '/appeals', async () => {
      await answer.released;
      return HttpResponse.json([], { headers: { [TOTAL_COUNT_HEADER]: '0' } });
    });
    await openAsBuyer('/dashboard/buyer-home');

    expect(await screen.findByRole('status', { name: 'Loading the appeals' })).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText(APPEALS_COPY.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Open appeals' })).not.toBeInTheDocument();
  });

  it('says when the appeals could not be loaded, and tries again', async () => {
    world.answer('get', '/appeals', errorAnswer(403, 'Forbidden'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');

    const section = await screen.findByRole('region', { name: 'Appeals' });
    expect(await within(section).findByText(APPEALS_COPY.loadFailed)).toBeVisible();
    answerAppeals([appeal]);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Open appeals' })).toBeVisible();
  });
});

describe('Buyer Home: paying the worker', () => {
  it('confirms the coins and the names, then sends one pay_worker however fast it is pressed', async () => {
    answerAppeals([appeal]);
    const answer = heldBack();
    world.answer('post', ANSWER_PATH, async () => {
      await answer.released;
      return HttpResponse.json({ ...appeal, status: 'approved' });
    });
    const { user } = await openAppeals();

    await user.click(
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Pay the worker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
    expect(dialog).toHaveAccessibleDescription(
      PAY_WORKER_DIALOG_COPY.intro('5 coins', 'Bo Reed', 'Tag ten photos'),
    );
    expect(world.countOf('POST', ANSWER_PATH)).toBe(0);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay the worker' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title }),
      ).not.toBeInTheDocument(),
    );
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByRole('button', { name: 'Pay the worker' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Uphold' })).toBeDisabled();
    answerAppeals([]);
    await act(async () => answer.release());

    expect(await screen.findByText(APPEALS_COPY.paid)).toBeVisible();
    expect(world.countOf('POST', ANSWER_PATH)).toBe(1);
    expect(world.lastRequest('POST', ANSWER_PATH).body).toEqual({ decision: 'pay_worker' });
    expect(await screen.findByText(APPEALS_COPY.empty)).toBeInTheDocument();
  });

  it('sends the comment when one is written, trimmed', async () => {
    answerAppeals([appeal]);
    world.answer('post', ANSWER_PATH, { ...appeal, status: 'approved' });
    const { user } = await openAppeals();

    await user.click(
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Pay the worker' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title }),
    );
    await user.type(
      dialog.getByRole('textbox', { name: PAY_WORKER_DIALOG_COPY.comment }),
      '  Thanks, I found them.  ',
    );
    await user.click(dialog.getByRole('button', { name: 'Pay the worker' }));

    expect(await screen.findByText(APPEALS_COPY.paid)).toBeVisible();
    expect(world.lastRequest('POST', ANSWER_PATH).body).toEqual({
      decision: 'pay_worker',
      comment: 'Thanks, I found them.',
    });
  });

  it('sends nothing when cancelled, and starts afresh when opened again', async () => {
    answerAppeals([appeal]);
    const { user } = await openAppeals();

    await user.click(
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Pay the worker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
    await user.type(within(dialog).getByRole('textbox'), 'Not sure yet');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title }),
      ).not.toBeInTheDocument(),
    );

    await user.click(
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Pay the worker' }),
    );
    const again = await screen.findByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
    expect(within(again).getByRole('textbox')).toHaveValue('');
    expect(world.countOf('POST', ANSWER_PATH)).toBe(0);
  });

  it('says Failed to answer the appeal with the server’s message, and lets the buyer answer again', async () => {
    const refusal = 'This submission has already been reviewed.';
    answerAppeals([appeal]);
    world.answer('post', ANSWER_PATH, errorAnswer(409, refusal));
    const { user } = await openAppeals();

    await user.click(
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Pay the worker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: PAY_WORKER_DIALOG_COPY.title });
    await user.click(within(dialog).getByRole('button', { name: 'Pay the worker' }));

    await waitFor(() => expect(alertTexts()).toContain(`${APPEALS_COPY.failed}${refusal}`));
    const row = within(rowOf('Tag ten photos'));
    await waitFor(() => expect(row.getByRole('button', { name: 'Pay the worker' })).toBeEnabled());
    expect(row.getByRole('button', { name: 'Uphold' })).toBeEnabled();
    expect(screen.queryByText(APPEALS_COPY.paid)).not.toBeInTheDocument();
    expect(world.countOf('POST', ANSWER_PATH)).toBe(1);
  });
});

describe('Buyer Home: upholding the rejection', () => {
  it('asks for a comment in the contract’s words, sending nothing until it is long enough', async () => {
    answerAppeals([appeal]);
    world.answer('post', ANSWER_PATH, { ...appeal, status: 'rejection_upheld' });
    const { user } = await openAppeals();

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Uphold' }));
    const element = await screen.findByRole('dialog', { name: UPHOLD_DIALOG_COPY.title });
    const dialog = within(element);
    expect(element).toHaveAccessibleDescription(
      UPHOLD_DIALOG_COPY.intro('Bo Reed', 'Tag ten photos'),
    );
    const comment = dialog.getByRole('textbox', { name: UPHOLD_DIALOG_COPY.comment });
    expect(comment).toHaveAccessibleDescription(UPHOLD_DIALOG_COPY.commentHelp);
    expect(dialog.queryByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(dialog.getByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).toBeVisible();
    expect(comment).toHaveAccessibleDescription(REVIEW_VALIDATION_MESSAGES.answerTooShort);
    expect(comment).toHaveFocus();

    // Spaces around it do not count: eight characters are too few.
    await user.type(comment, ' Too dark ');
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(dialog.getByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).toBeVisible();
    expect(world.countOf('POST', ANSWER_PATH)).toBe(0);

    await user.type(comment, 'to read the tags.');
    expect(dialog.queryByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).not.toBeInTheDocument();
    answerAppeals([]);
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));

    expect(await screen.findByText(APPEALS_COPY.upheld)).toBeVisible();
    expect(world.countOf('POST', ANSWER_PATH)).toBe(1);
    expect(world.lastRequest('POST', ANSWER_PATH).body).toEqual({
      decision: 'uphold',
      comment: 'Too dark to read the tags.',
    });
    expect(await screen.findByText(APPEALS_COPY.empty)).toBeInTheDocument();
  });

  it('says what is missing once the comment has been left', async () => {
    answerAppeals([appeal]);
    const { user } = await openAppeals();

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Uphold' }));
    const dialog = within(await screen.findByRole('dialog', { name: UPHOLD_DIALOG_COPY.title }));
    await user.type(dialog.getByRole('textbox', { name: UPHOLD_DIALOG_COPY.comment }), 'No');
    expect(dialog.queryByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).not.toBeInTheDocument();
    await user.tab();

    expect(dialog.getByText(REVIEW_VALIDATION_MESSAGES.answerTooShort)).toBeVisible();
    expect(world.countOf('POST', ANSWER_PATH)).toBe(0);
  });
});

describe('Buyer Home: a worker’s appeal reaches the buyer', () => {
  onDesktopScreen();
  installFakeEventSource();
  beforeEach(() => {
    world.answer('post', '/notifications/stream-ticket', {
      ticket: 'ticket-1',
      expiresAt: '2030-01-07T10:01:00.000Z',
    });
  });

  /** The sidebar's link to Buyer Home, whatever it counts. */
  const homeLink = () =>
    within(screen.getByRole('navigation', { name: 'Dashboard navigation' })).getByRole('link', {
      name: /^Home\b/,
    });
  const notices = () =>
    within(screen.getByRole('region', { name: 'Appeals' })).queryByRole('status', {
      name: APPEALS_COPY.notices,
    });

  it('live: an alert, the notice at the top of the Appeals section and a count on the Home link', async () => {
    let open: Submission[] = [];
    world.answer('get', '/appeals', () =>
      HttpResponse.json(open, { headers: { [TOTAL_COUNT_HEADER]: String(open.length) } }),
    );
    await openAsBuyer('/dashboard/buyer-home');
    expect(await screen.findByText(APPEALS_COPY.empty)).toBeInTheDocument();
    expect(homeLink()).toHaveAccessibleName('Home');
    expect(notices()).not.toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    // The worker appeals: the server writes the notice and pushes it to the buyer's stream.
    const text = NOTIFICATION_TEXTS.appealReceived(appeal.worker_name, appeal.task_title);
    open = [appeal];
    act(() =>
      theStream().push(
        JSON.stringify({
          _id: 'notification-appeal',
          message: text,
          toEmail: buyer.email,
          time: new Date().toISOString(),
          detail: STATEMENT,
        }),
      ),
    );

    await waitFor(() => expect(alertTexts()).toContain(text));
    await screen.findByRole('table', { name: 'Open appeals' });
    const notice = await waitFor(() => {
      const shown = notices();
      expect(shown).toHaveTextContent(text);
      return shown as HTMLElement;
    });
    expect(notice.compareDocumentPosition(appealsTable())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(rowOf('Tag ten photos')).getByText(STATEMENT)).toBeVisible();
    expect(homeLink()).toHaveAccessibleName(/^Home\W+1 appeal to answer$/);
  });

  it('on arrival: the newest appeals noted, how many more wait, and no alert for what was there', async () => {
    const third = appealOf({ _id: 'submission-third', worker_name: 'Dee Park' });
    answerAppeals([appeal, lateAppeal, third], 5);
    await openAppeals();

    const notice = await waitFor(() => {
      const shown = notices();
      expect(shown).toBeInTheDocument();
      return shown as HTMLElement;
    });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      NOTIFICATION_TEXTS.appealReceived('Bo Reed', 'Tag ten photos'),
      NOTIFICATION_TEXTS.appealReceived('Cy Marsh', 'Transcribe a short clip'),
      NOTIFICATION_TEXTS.appealReceived('Dee Park', 'Tag ten photos'),
    ]);
    expect(notice).toHaveTextContent(APPEALS_COPY.moreNotices(2));
    expect(homeLink()).toHaveAccessibleName(/^Home\W+5 appeals to answer$/);
    expect(
      world.requests.some(
        ({ path, query }) =>
          path === '/appeals' && query.sort === 'appealed' && query.order === 'desc',
      ),
    ).toBe(true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(alertTexts()).toEqual([]);
  });
});
