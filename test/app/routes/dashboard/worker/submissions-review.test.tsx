/**
 * My Submissions, the worker's side of a review (docs/money.md#the-submission-lifecycle): what
 * each status says and how long its deadline has left, new details after a request for changes,
 * and an appeal of a rejection.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import { WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import type { SubmissionStatus } from '@contract/entities';
import { REVIEW_RULES, REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import type { Submission } from '@contract/schemas/submissions';
import { setUpAccountWorld, worker } from '@test/app/support/accountWorld';
import { submission } from '@test/app/support/apiWorld';
import { formatDateTime } from '@app/format/dates';

const { world, open } = setUpAccountWorld();

// The code each move loads on first use, imported ahead so that no test waits for its transform.
beforeAll(() =>
  Promise.all([
    import('@app/features/submissions/components/ResubmitDialog'),
    import('@app/features/submissions/components/AppealDialog'),
    import('@app/features/submissions/machines/startWorkerAppeal'),
  ]),
);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A moment `ms` from now, as the server sends it. */
function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

function mine(status: SubmissionStatus, title: string, fields: Partial<Submission> = {}) {
  return {
    ...submission,
    _id: `submission-${status}`,
    task_title: title,
    status,
    review_deadline: null,
    ...fields,
  } satisfies Submission;
}

const NOTE = 'Please tag the last two photos too.';
const REASON = 'Incomplete work';
const COMMENT = 'Only eight of the ten photos are tagged.';
const STATEMENT = 'All ten photos are tagged; the last two are in the second folder.';
const ANSWER = 'The second folder was empty when I looked.';

const changesRequested = mine('changes_requested', 'Fix the tags', {
  submission_details: 'Tags in the sheet.',
  revision_rounds: 1,
  changes_note: NOTE,
  // Each decision was made just now: its whole window is ahead.
  resubmit_deadline: fromNow(REVIEW_RULES.resubmitDays * DAY_MS),
});
const rejected = mine('rejected', 'Appealable work', {
  rejection_reason: REASON,
  rejection_comment: COMMENT,
  appeal_deadline: fromNow(REVIEW_RULES.appealDays * DAY_MS),
});
const appealed = mine('appealed', 'Appealed work', {
  rejection_reason: REASON,
  rejection_comment: COMMENT,
  appeal_statement: STATEMENT,
  appeal_answer_deadline: fromNow(REVIEW_RULES.appealAnswerDays * DAY_MS),
});
const upheld = mine('rejection_upheld', 'Upheld work', {
  rejection_reason: REASON,
  rejection_comment: COMMENT,
  appeal_statement: STATEMENT,
  appeal_comment: ANSWER,
});
const pending = mine('pending', 'Pending work', { review_deadline: fromNow(DAY_MS) });
const approved = mine('approved', 'Approved work');
const paidOnAppeal = mine('approved', 'Paid on appeal', {
  _id: 'submission-paid-on-appeal',
  rejection_reason: REASON,
  rejection_comment: COMMENT,
  appeal_statement: STATEMENT,
  appeal_comment: ANSWER,
});
const expired = mine('expired', 'Expired work', { changes_note: NOTE });

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Your submissions' });
}

function rowOf(title: string): HTMLElement {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(title));
  if (!row) throw new Error(`No row shows ${title}.`);
  return row;
}

function termsOf(row: HTMLElement): [string | null, string | null][] {
  const terms = within(row).queryAllByRole('term');
  const details = within(row).queryAllByRole('definition');
  return terms.map((term, index) => [term.textContent, details[index]?.textContent ?? null]);
}

async function openMySubmissions(submissions: Submission[]) {
  world.answer('get', '/my-submissions', submissions);
  const view = await open('/dashboard/submissions', { signedInAs: worker });
  await screen.findByRole('table', { name: 'Your submissions' });
  return view;
}

async function startMove(user: UserEvent, title: string, button: string, dialogName: string) {
  await user.click(within(rowOf(title)).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialogName });
}

const RESUBMIT_DIALOG = WORKER_REVIEW_COPY.resubmitDialog.title;
const APPEAL_DIALOG = WORKER_REVIEW_COPY.appealDialog.title;

describe('My Submissions: what the review said', () => {
  it('shows every status with its chip, what was said, and the running deadline', async () => {
    await openMySubmissions([
      changesRequested,
      rejected,
      appealed,
      upheld,
      pending,
      approved,
      paidOnAppeal,
      expired,
    ]);

    const chips: [string, string][] = [
      ['Fix the tags', 'Changes requested'],
      ['Appealable work', 'Rejected'],
      ['Appealed work', 'Appealed'],
      ['Upheld work', 'Rejection upheld'],
      ['Pending work', 'Pending'],
      ['Approved work', 'Approved'],
      ['Paid on appeal', 'Approved'],
      ['Expired work', 'Expired'],
    ];
    for (const [title, label] of chips) {
      expect(within(rowOf(title)).getByText(label)).toBeVisible();
    }

    expect(termsOf(rowOf('Fix the tags'))).toEqual([["Buyer's note", NOTE]]);
    expect(termsOf(rowOf('Appealable work'))).toEqual([
      ['Reason', REASON],
      ["Buyer's comment", COMMENT],
    ]);
    expect(termsOf(rowOf('Appealed work'))).toEqual([
      ['Reason', REASON],
      ["Buyer's comment", COMMENT],
      ['Your appeal', STATEMENT],
    ]);
    expect(termsOf(rowOf('Upheld work'))).toEqual([
      ['Reason', REASON],
      ["Buyer's comment", COMMENT],
      ['Your appeal', STATEMENT],
      ['Answer to your appeal', ANSWER],
    ]);
    expect(termsOf(rowOf('Expired work'))).toEqual([["Buyer's note", NOTE]]);
    expect(termsOf(rowOf('Pending work'))).toEqual([]);
    expect(termsOf(rowOf('Approved work'))).toEqual([]);
    // Paid after an appeal: the rejection it overturned stays in the row's history.
    expect(termsOf(rowOf('Paid on appeal'))).toEqual([
      ['Reason', REASON],
      ["Buyer's comment", COMMENT],
      ['Your appeal', STATEMENT],
      ['Answer to your appeal', ANSWER],
    ]);

    const deadlines: [string, string, string][] = [
      // The time left as it is, never a whole day less: not "within 1 day" for the 2 days asked.
      [
        'Fix the tags',
        'Send changes within 1 day 23 hours',
        changesRequested.resubmit_deadline ?? '',
      ],
      ['Appealable work', 'You can appeal within 2 days 23 hours', rejected.appeal_deadline ?? ''],
      [
        'Appealed work',
        'The buyer answers within 2 days 23 hours',
        appealed.appeal_answer_deadline ?? '',
      ],
    ];
    for (const [title, text, at] of deadlines) {
      const time = within(rowOf(title)).getByText(text);
      expect(time.tagName).toBe('TIME');
      expect(time).toHaveAttribute('dateTime', at);
      expect(time).toHaveAttribute('title', formatDateTime(at));
    }
    for (const title of ['Upheld work', 'Pending work', 'Approved work', 'Expired work']) {
      expect(within(rowOf(title)).queryByText(/ within /)).not.toBeInTheDocument();
    }

    expect(within(rowOf('Fix the tags')).getByRole('button', { name: 'Resubmit' })).toBeEnabled();
    expect(within(rowOf('Appealable work')).getByRole('button', { name: 'Appeal' })).toBeEnabled();
    for (const title of ['Appealed work', 'Upheld work', 'Pending work', 'Approved work']) {
      expect(within(rowOf(title)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('offers no appeal once its window has closed, or was never open', async () => {
    const closed = mine('rejected', 'Closed window', {
      _id: 'submission-closed',
      rejection_reason: REASON,
      rejection_comment: COMMENT,
      appeal_deadline: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    const never = mine('rejected', 'No window', {
      _id: 'submission-never',
      rejection_reason: REASON,
      rejection_comment: COMMENT,
      appeal_deadline: null,
    });
    await openMySubmissions([closed, never]);

    for (const title of ['Closed window', 'No window']) {
      const row = within(rowOf(title));
      expect(row.getByText(REASON)).toBeVisible();
      expect(row.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
      expect(row.queryByText(/You can appeal/)).not.toBeInTheDocument();
    }
  });
});

describe('My Submissions: sending new details', () => {
  it('sends the trimmed details once, says so, and shows the row as the server has it', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    world.answer('post', `/submissions/${changesRequested._id}/resubmit`, async () => {
      await released;
      return HttpResponse.json({ ...changesRequested, status: 'pending' });
    });
    const { user } = await openMySubmissions([changesRequested]);

    const dialog = await startMove(user, 'Fix the tags', 'Resubmit', RESUBMIT_DIALOG);
    expect(dialog).toHaveAccessibleDescription(
      WORKER_REVIEW_COPY.resubmitDialog.intro('Fix the tags'),
    );
    const details = within(dialog).getByRole('textbox', { name: 'Submission Details' });
    // The new details start from the last ones.
    expect(details).toHaveValue('Tags in the sheet.');
    await user.clear(details);
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findByText('Submission Details is required')).toBeVisible();
    expect(details).toHaveFocus();

    await user.type(details, '  All ten photos tagged, in the sheet.{Enter}  ');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Resubmit' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: RESUBMIT_DIALOG })).not.toBeInTheDocument(),
    );
    const button = await within(rowOf('Fix the tags')).findByRole('button', { name: 'Resubmit' });
    await waitFor(() => expect(button).toBeDisabled());
    world.answer('get', '/my-submissions', [{ ...changesRequested, status: 'pending' }]);
    await act(async () => release());

    expect(
      await screen.findByText('Changes sent. The buyer will review your work again.'),
    ).toBeVisible();
    expect(world.countOf('POST', `/submissions/${changesRequested._id}/resubmit`)).toBe(1);
    expect(world.lastRequest('POST', `/submissions/${changesRequested._id}/resubmit`).body).toEqual(
      { submission_details: 'All ten photos tagged, in the sheet.' },
    );
    await waitFor(() =>
      expect(
        within(rowOf('Fix the tags')).queryByRole('button', { name: 'Resubmit' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(rowOf('Fix the tags')).getByText('Pending')).toBeVisible();
  });

  it('works with the keyboard alone', async () => {
    world.answer('post', `/submissions/${changesRequested._id}/resubmit`, {
      ...changesRequested,
      status: 'pending',
    });
    const { user } = await openMySubmissions([changesRequested]);

    act(() => within(rowOf('Fix the tags')).getByRole('button', { name: 'Resubmit' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: RESUBMIT_DIALOG });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: RESUBMIT_DIALOG })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(rowOf('Fix the tags')).getByRole('button', { name: 'Resubmit' })).toHaveFocus(),
    );
    expect(world.countOf('POST', `/submissions/${changesRequested._id}/resubmit`)).toBe(0);

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: RESUBMIT_DIALOG });
    await user.tab();
    const details = within(reopened).getByRole('textbox', { name: 'Submission Details' });
    expect(details).toHaveFocus();
    await user.keyboard('{End} Done again.');
    await user.tab();
    expect(within(reopened).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(reopened).getByRole('button', { name: 'Resubmit' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText('Changes sent. The buyer will review your work again.'),
    ).toBeVisible();
    expect(world.lastRequest('POST', `/submissions/${changesRequested._id}/resubmit`).body).toEqual(
      { submission_details: 'Tags in the sheet. Done again.' },
    );
  });

  it('lets the worker put a failed resubmission aside and start again', async () => {
    world.answer('post', `/submissions/${changesRequested._id}/resubmit`, () =>
      HttpResponse.json({ message: 'The time to send changes has passed.' }, { status: 409 }),
    );
    const { user } = await openMySubmissions([changesRequested]);

    const dialog = await startMove(user, 'Fix the tags', 'Resubmit', RESUBMIT_DIALOG);
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: RESUBMIT_DIALOG })).not.toBeInTheDocument(),
    );
    const row = within(rowOf('Fix the tags'));
    expect(await row.findByText('Failed to send the changes.')).toBeVisible();
    expect(row.getByText('The time to send changes has passed.')).toBeVisible();
    expect(row.getByRole('button', { name: 'Try again' })).toBeEnabled();

    await user.click(row.getByRole('button', { name: 'Cancel' }));

    expect(row.getByRole('button', { name: 'Resubmit' })).toBeEnabled();
    expect(row.queryByText('Failed to send the changes.')).not.toBeInTheDocument();
    expect(world.countOf('POST', `/submissions/${changesRequested._id}/resubmit`)).toBe(1);
  });
});

describe('My Submissions: appealing a rejection', () => {
  it('refuses a statement the contract refuses, then sends a good one once', async () => {
    world.answer('post', `/submissions/${rejected._id}/appeal`, {
      ...rejected,
      status: 'appealed',
    });
    const { user } = await openMySubmissions([rejected]);

    const dialog = await startMove(user, 'Appealable work', 'Appeal', APPEAL_DIALOG);
    expect(dialog).toHaveAccessibleDescription(
      WORKER_REVIEW_COPY.appealDialog.intro('Appealable work'),
    );
    const statement = within(dialog).getByRole('textbox', { name: 'Statement' });
    expect(statement).toHaveAccessibleDescription(WORKER_REVIEW_COPY.appealDialog.statementHelp);
    await user.type(statement, 'Unfair.');
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));

    expect(
      await within(dialog).findByText(REVIEW_VALIDATION_MESSAGES.statementTooShort),
    ).toBeVisible();
    expect(statement).toHaveFocus();
    expect(world.countOf('POST', `/submissions/${rejected._id}/appeal`)).toBe(0);

    await user.clear(statement);
    await user.type(statement, `  ${STATEMENT}  `);
    world.answer('get', '/my-submissions', [{ ...rejected, status: 'appealed' }]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Appeal' }));

    expect(await screen.findByText('Appeal sent. The buyer has been told.')).toBeVisible();
    expect(world.countOf('POST', `/submissions/${rejected._id}/appeal`)).toBe(1);
    expect(world.lastRequest('POST', `/submissions/${rejected._id}/appeal`).body).toEqual({
      statement: STATEMENT,
    });
    expect(await within(rowOf('Appealable work')).findByText('Appealed')).toBeVisible();
  });

  it('says why when the appeal is refused, and tries the same statement again', async () => {
    world.answer('post', `/submissions/${rejected._id}/appeal`, () =>
      HttpResponse.json(
        { message: 'The time to appeal this rejection has passed.' },
        { status: 409 },
      ),
    );
    const { user } = await openMySubmissions([rejected]);

    const dialog = await startMove(user, 'Appealable work', 'Appeal', APPEAL_DIALOG);
    await user.type(within(dialog).getByRole('textbox', { name: 'Statement' }), STATEMENT);
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: APPEAL_DIALOG })).not.toBeInTheDocument(),
    );

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('ErrorFailed to send the appeal.');
    const row = within(rowOf('Appealable work'));
    expect(await row.findByText('Failed to send the appeal.')).toBeVisible();
    expect(row.getByText('The time to appeal this rejection has passed.')).toBeVisible();
    expect(row.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();

    world.answer('post', `/submissions/${rejected._id}/appeal`, {
      ...rejected,
      status: 'appealed',
    });
    await user.click(row.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Appeal sent. The buyer has been told.')).toBeVisible();
    expect(world.countOf('POST', `/submissions/${rejected._id}/appeal`)).toBe(2);
    expect(world.lastRequest('POST', `/submissions/${rejected._id}/appeal`).body).toEqual({
      statement: STATEMENT,
    });
  });
});
