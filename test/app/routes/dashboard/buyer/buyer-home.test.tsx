import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import {
  DEADLINE_COPY,
  REJECT_DIALOG_COPY,
  REQUEST_CHANGES_COPY,
} from '@contract/copy/submissions';
import { REVIEW_RULES, REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import type { Submission } from '@contract/schemas/submissions';
import { ADA_EMAIL } from '@test/app/support/apiWorld';
import {
  errorAnswer,
  heldBack,
  secondSubmission,
  secondTask,
  setUpBuyerWorld,
  submission,
  task,
} from './buyerWorld';

const { world, openAsBuyer } = setUpBuyerWorld();

function figure(label: string): HTMLElement {
  return screen.getByRole('region', { name: label });
}

function pendingTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Pending Submissions' });
}

function rowOf(text: string): HTMLElement {
  const row = within(pendingTable())
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row shows ${text}.`);
  return row;
}

const REJECT_DIALOG = 'Reject this submission?';
const REASON = 'Incomplete work';
const COMMENT = 'Only four of the ten photos are tagged.';

/** Reject pressed in `place` (a row or the details): the rejection dialog, once it has loaded. */
async function startRejection(user: UserEvent, place: HTMLElement) {
  await user.click(within(place).getByRole('button', { name: 'Reject' }));
  return screen.findByRole('dialog', { name: REJECT_DIALOG });
}

async function fillRejection(
  user: UserEvent,
  dialog: HTMLElement,
  reason: string,
  comment: string,
) {
  await user.click(within(dialog).getByRole('radio', { name: reason }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), comment);
}

async function rejectWith(user: UserEvent, place: HTMLElement, reason = REASON, comment = COMMENT) {
  const dialog = await startRejection(user, place);
  await fillRejection(user, dialog, reason, comment);
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
}

const CHANGES_DIALOG = 'Ask for changes?';
const NOTE = 'Please tag the remaining six photos as well.';

/** Request changes pressed in `place` (a row or the details): its dialog, once it has loaded. */
async function startChangesRequest(user: UserEvent, place: HTMLElement) {
  await user.click(within(place).getByRole('button', { name: 'Request changes' }));
  return screen.findByRole('dialog', { name: CHANGES_DIALOG });
}

async function requestChangesWith(user: UserEvent, place: HTMLElement, note = NOTE) {
  const dialog = await startChangesRequest(user, place);
  await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), note);
  await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
}

/** The bodies of every PATCH of `id` so far, in order. */
function patchesOf(id: string): unknown[] {
  return world.requests
    .filter((request) => request.method === 'PATCH' && request.path === `/submissions/${id}`)
    .map((request) => request.body);
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A review deadline `ms` from now, as the server writes it. */
function deadlineIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

describe('Buyer Home: the figures', () => {
  it('counts the tasks, the workers they still need, and the dollars paid', async () => {
    world.answer('get', '/my-tasks', [task, secondTask]);
    world.answer('get', '/payments', [
      {
        _id: 'p1',
        email: ADA_EMAIL,
        price: 10,
        coins: 150,
        date: '2030-01-01',
        transactionId: 'pi_1',
      },
      {
        _id: 'p2',
        email: ADA_EMAIL,
        price: 35,
        coins: 1000,
        date: '2030-01-02',
        transactionId: 'pi_2',
      },
    ]);
    await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buyer Home' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Tasks')).toHaveTextContent('Total Tasks2'));
    expect(figure('Pending Tasks')).toHaveTextContent('Pending Tasks7');
    await waitFor(() => expect(figure('Total Payment')).toHaveTextContent('Total Payment$45.00'));
    expect(world.lastRequest('GET', '/my-tasks').query).toEqual({ email: ADA_EMAIL });
    expect(world.lastRequest('GET', '/payments').query).toEqual({ email: ADA_EMAIL });
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    world.answer('get', '/my-tasks', errorAnswer(403, 'Forbidden'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');

    const totalTasks = await screen.findByRole('region', { name: 'Total Tasks' });
    expect(await within(totalTasks).findByText('Your figures could not be loaded.')).toBeVisible();

    world.answer('get', '/my-tasks', [task]);
    await user.click(within(totalTasks).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Total Tasks')).toHaveTextContent('Total Tasks1'));
    expect(figure('Pending Tasks')).toHaveTextContent('Pending Tasks3');
  });
});

describe('Buyer Home: the pending submissions', () => {
  it('lists what waits for review: task, worker, amount and the actions', async () => {
    world.answer('get', '/submissions', [submission, secondSubmission]);
    await openAsBuyer('/dashboard/buyer-home');

    await screen.findByRole('table', { name: 'Pending Submissions' });
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Submissions' })).toBeVisible();
    const headers = within(pendingTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Task', 'Worker', 'Amount', 'Action']);
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByText('Bo Reed')).toBeVisible();
    expect(row.getByText('bo@coinwork.test')).toBeVisible();
    expect(row.getByText('5 coins')).toBeVisible();
    expect(row.getByRole('button', { name: 'View' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Request changes' })).toBeEnabled();
    expect(within(rowOf('Cy Marsh')).getByText('7 coins')).toBeVisible();
    expect(world.lastRequest('GET', '/submissions').query).toEqual({
      email: ADA_EMAIL,
      status: 'pending',
    });
  });

  it('shows skeletons while loading, then says when nothing waits', async () => {
    const answer = heldBack();
    world.answer('get', '/submissions', async () => {
      await answer.released;
      return HttpResponse.json([]);
    });
    await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByRole('status', { name: 'Loading the pending submissions' }),
    ).toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending Submissions' })).not.toBeInTheDocument();
  });

  it('says when the submissions could not be loaded, and tries again', async () => {
    world.answer('get', '/submissions', errorAnswer(403, 'Forbidden'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');

    expect(
      await screen.findByText('The pending submissions could not be loaded.'),
    ).toBeInTheDocument();
    world.answer('get', '/submissions', [submission]);
    const section = screen.getByRole('region', { name: 'Pending Submissions' });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Pending Submissions' })).toBeVisible();
  });

  it('shows the whole submission before deciding, and decides from there', async () => {
    world.answer('get', '/submissions', [secondSubmission]);
    world.answer('patch', `/submissions/${secondSubmission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    await user.click(within(rowOf('Cy Marsh')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission details' });
    const details = within(dialog);
    expect(details.getByText('Transcribe a short clip')).toBeVisible();
    expect(details.getByText('Cy Marsh (cy@coinwork.test)')).toBeVisible();
    expect(details.getByText('Jan 2, 2030', { exact: false })).toBeVisible();
    expect(details.getByText('7 coins')).toBeVisible();
    expect(details.getByText(/line one\s+line two/)).toBeVisible();

    // Rejecting asks why over the details; Cancel goes back to them.
    const rejection = await startRejection(user, dialog);
    await user.click(within(rejection).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Submission details' })).toBe(dialog);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REJECT_DIALOG })).not.toBeInTheDocument(),
    );
    expect(world.countOf('PATCH', `/submissions/${secondSubmission._id}`)).toBe(0);

    world.answer('get', '/submissions', []);
    await rejectWith(user, dialog);

    expect(await screen.findByText('Rejected! The submission has been rejected.')).toBeVisible();
    expect(world.lastRequest('PATCH', `/submissions/${secondSubmission._id}`).body).toEqual({
      action: 'reject',
      reason: REASON,
      comment: COMMENT,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Submission details' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: REJECT_DIALOG })).not.toBeInTheDocument();
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
  });

  it('accepts: sends `approved`, says so, and the row and the coins are refreshed', async () => {
    world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const readsBefore = world.countOf('GET', '/user');

    world.answer('get', '/submissions', []);
    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Approved! The submission has been approved.')).toBeVisible();
    expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({
      action: 'approved',
    });
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(world.countOf('GET', '/user')).toBeGreaterThan(readsBefore));
  });

  it('sends one decision however fast the buttons are pressed', async () => {
    const answer = heldBack();
    world.answer('patch', `/submissions/${submission._id}`, async () => {
      await answer.released;
      return HttpResponse.json({ modifiedCount: 1 });
    });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const row = within(rowOf('Tag ten photos'));

    await user.dblClick(row.getByRole('button', { name: 'Accept' }));

    expect(row.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await act(async () => answer.release());
    expect(await screen.findByText('Approved! The submission has been approved.')).toBeVisible();
    expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(1);
  });

  it.each([
    ['Accept', 'Failed to approve the submission.', { action: 'approved' }],
    [
      'Reject',
      'Failed to reject the submission.',
      { action: 'reject', reason: REASON, comment: COMMENT },
    ],
    ['Request changes', 'Failed to request changes.', { action: 'request_changes', note: NOTE }],
  ])(
    'when %s fails, says Error and the spec’s text, and tries the same decision again',
    async (button, text, decision) => {
      world.answer('patch', `/submissions/${submission._id}`, errorAnswer(409, 'Already decided.'));
      const { user } = await openAsBuyer('/dashboard/buyer-home');
      await screen.findByRole('table', { name: 'Pending Submissions' });

      if (button === 'Accept') {
        await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: button }));
      } else if (button === 'Reject') {
        await rejectWith(user, rowOf('Tag ten photos'));
      } else {
        await requestChangesWith(user, rowOf('Tag ten photos'));
      }

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toContain(`Error${text}`);
      const row = within(rowOf('Tag ten photos'));
      expect(row.getByText(text)).toBeVisible();

      world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
      world.answer('get', '/submissions', []);
      await user.click(row.getByRole('button', { name: 'Try again' }));

      await waitFor(() => expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(2));
      expect(patchesOf(submission._id)).toEqual([decision, decision]);
      expect(
        await screen.findByText('No submissions are waiting for your review.'),
      ).toBeInTheDocument();
    },
  );

  it('lets the buyer put a failed decision aside and choose again', async () => {
    world.answer('patch', `/submissions/${submission._id}`, errorAnswer(500, 'Oops'));
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'Accept' }));
    const row = within(rowOf('Tag ten photos'));
    await user.click(await row.findByRole('button', { name: 'Cancel' }));

    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});

describe('Buyer Home: rejecting with a reason and a comment', () => {
  it('asks why from the row, then sends the reason and the trimmed comment once', async () => {
    const answer = heldBack();
    world.answer('patch', `/submissions/${submission._id}`, async () => {
      await answer.released;
      return HttpResponse.json({ modifiedCount: 1 });
    });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    const dialog = await startRejection(user, rowOf('Tag ten photos'));
    expect(dialog).toHaveAccessibleDescription(
      REJECT_DIALOG_COPY.intro('Bo Reed', 'Tag ten photos'),
    );
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'Instructions not followed',
      'Incomplete work',
      'Missing or wrong proof',
      'Low quality',
      'Copied or duplicate work',
      'Other',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      REJECT_DIALOG_COPY.commentHelp,
    );
    await fillRejection(user, dialog, 'Missing or wrong proof', `  ${COMMENT}{Enter} `);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REJECT_DIALOG })).not.toBeInTheDocument(),
    );
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    world.answer('get', '/submissions', []);
    await act(async () => answer.release());

    expect(await screen.findByText('Rejected! The submission has been rejected.')).toBeVisible();
    expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(1);
    expect(world.lastRequest('PATCH', `/submissions/${submission._id}`).body).toEqual({
      action: 'reject',
      reason: 'Missing or wrong proof',
      comment: COMMENT,
    });
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
  });

  it('asks for a reason and a long enough comment in the contract’s words, sending nothing', async () => {
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const dialog = await startRejection(user, rowOf('Tag ten photos'));
    const form = within(dialog);

    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.reasonRequired)).not.toBeInTheDocument();
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.commentTooShort)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Reject' }));

    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(form.getByRole('radiogroup', { name: 'Reason' })).toHaveAccessibleDescription(
      REVIEW_VALIDATION_MESSAGES.reasonRequired,
    );
    expect(form.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      REVIEW_VALIDATION_MESSAGES.commentTooShort,
    );
    expect(form.getByRole('radio', { name: 'Instructions not followed' })).toHaveFocus();

    await user.click(form.getByRole('radio', { name: 'Low quality' }));
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.reasonRequired)).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Comment' }), ' Too dark ');
    await user.click(form.getByRole('button', { name: 'Reject' }));
    // Spaces around it do not count: eight characters are too few.
    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.commentTooShort)).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Comment' })).toHaveFocus();

    await user.type(form.getByRole('textbox', { name: 'Comment' }), 'to read.');
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.commentTooShort)).not.toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      REJECT_DIALOG_COPY.commentHelp,
    );
    expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(0);
  });

  it('says what is missing in a field once it has been left', async () => {
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const form = within(await startRejection(user, rowOf('Tag ten photos')));

    await user.click(form.getByRole('textbox', { name: 'Comment' }));
    await user.type(form.getByRole('textbox', { name: 'Comment' }), 'Blurry');
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.commentTooShort)).not.toBeInTheDocument();
    await user.tab();

    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.commentTooShort)).toBeVisible();
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.reasonRequired)).not.toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Other' }));
    await user.tab({ shift: true });
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.reasonRequired)).not.toBeInTheDocument();
  });

  it('sends nothing when cancelled, and starts afresh when opened again', async () => {
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    const dialog = await startRejection(user, rowOf('Tag ten photos'));
    await fillRejection(user, dialog, REASON, COMMENT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REJECT_DIALOG })).not.toBeInTheDocument(),
    );

    const again = within(await startRejection(user, rowOf('Tag ten photos')));
    expect(again.getByRole('radio', { name: REASON })).not.toBeChecked();
    expect(again.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REJECT_DIALOG })).not.toBeInTheDocument(),
    );

    expect(world.countOf('PATCH', `/submissions/${submission._id}`)).toBe(0);
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});

describe('Buyer Home: asking for changes with a note', () => {
  function withRounds(revisionRounds: number): Submission {
    return { ...submission, revision_rounds: revisionRounds };
  }

  it('asks what to change from the row, then sends the trimmed note once', async () => {
    const answer = heldBack();
    world.answer('patch', `/submissions/${submission._id}`, async () => {
      await answer.released;
      return HttpResponse.json({ ...submission, status: 'changes_requested', revision_rounds: 1 });
    });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    const dialog = await startChangesRequest(user, rowOf('Tag ten photos'));
    expect(dialog).toHaveAccessibleDescription(
      `${REQUEST_CHANGES_COPY.intro('Bo Reed', 'Tag ten photos')} ${REQUEST_CHANGES_COPY.roundsLeft(1)}`,
    );
    expect(within(dialog).getByText('You can ask for changes once more after this.')).toBeVisible();
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toBeRequired();
    expect(note).toHaveAccessibleDescription(REQUEST_CHANGES_COPY.noteHelp);
    await user.type(note, `  ${NOTE}{Enter} `);
    // However fast it is pressed, one request goes out.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Request changes' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CHANGES_DIALOG })).not.toBeInTheDocument(),
    );
    const row = within(rowOf('Tag ten photos'));
    expect(row.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Request changes' })).toBeDisabled();
    world.answer('get', '/submissions', []);
    await act(async () => answer.release());

    expect(await screen.findByText(REQUEST_CHANGES_COPY.sent)).toBeVisible();
    expect(patchesOf(submission._id)).toEqual([{ action: 'request_changes', note: NOTE }]);
    expect(
      await screen.findByText('No submissions are waiting for your review.'),
    ).toBeInTheDocument();
    expect(patchesOf(submission._id)).toHaveLength(1);
  });

  it('asks from the details over them, Cancel goes back, and says when it is the last time', async () => {
    world.answer('get', '/submissions', [withRounds(REVIEW_RULES.maxRevisionRounds - 1)]);
    world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    await user.click(within(rowOf('Tag ten photos')).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Submission details' });
    const request = await startChangesRequest(user, details);
    expect(within(request).getByText(REQUEST_CHANGES_COPY.lastRound)).toBeVisible();
    await user.click(within(request).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Submission details' })).toBe(details);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CHANGES_DIALOG })).not.toBeInTheDocument(),
    );
    expect(patchesOf(submission._id)).toEqual([]);

    world.answer('get', '/submissions', []);
    await requestChangesWith(user, details);

    expect(await screen.findByText(REQUEST_CHANGES_COPY.sent)).toBeVisible();
    expect(patchesOf(submission._id)).toEqual([{ action: 'request_changes', note: NOTE }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Submission details' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: CHANGES_DIALOG })).not.toBeInTheDocument();
  });

  it('asks for a long enough note in the contract’s words, sending nothing', async () => {
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const form = within(await startChangesRequest(user, rowOf('Tag ten photos')));
    const note = () => form.getByRole('textbox', { name: 'Note' });

    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Request changes' }));

    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).toBeVisible();
    expect(note()).toHaveAccessibleDescription(REVIEW_VALIDATION_MESSAGES.noteTooShort);
    expect(note()).toBeInvalid();
    expect(note()).toHaveFocus();

    await user.type(note(), '   Redo it.    ');
    await user.click(form.getByRole('button', { name: 'Request changes' }));
    // Spaces around it do not count: eight characters are too few.
    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).toBeVisible();
    expect(note()).toHaveFocus();

    await user.type(note(), 'All of it.');
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).not.toBeInTheDocument();
    expect(note()).toHaveAccessibleDescription(REQUEST_CHANGES_COPY.noteHelp);
    expect(patchesOf(submission._id)).toEqual([]);
  });

  it('says the note is too short once it has been left, and starts afresh when opened again', async () => {
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });
    const form = within(await startChangesRequest(user, rowOf('Tag ten photos')));

    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Blurry');
    expect(form.queryByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).not.toBeInTheDocument();
    await user.tab();
    expect(form.getByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CHANGES_DIALOG })).not.toBeInTheDocument(),
    );
    const again = within(await startChangesRequest(user, rowOf('Tag ten photos')));
    expect(again.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(again.queryByText(REVIEW_VALIDATION_MESSAGES.noteTooShort)).not.toBeInTheDocument();
    expect(patchesOf(submission._id)).toEqual([]);
  });

  it('works from the keyboard alone', async () => {
    world.answer('patch', `/submissions/${submission._id}`, { modifiedCount: 1 });
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    act(() =>
      within(rowOf('Tag ten photos')).getByRole('button', { name: 'Request changes' }).focus(),
    );
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: CHANGES_DIALOG }));
    await user.tab();
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.keyboard(NOTE);
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Request changes' })).toHaveFocus();
    world.answer('get', '/submissions', []);
    await user.keyboard('{Enter}');

    expect(await screen.findByText(REQUEST_CHANGES_COPY.sent)).toBeVisible();
    expect(patchesOf(submission._id)).toEqual([{ action: 'request_changes', note: NOTE }]);
  });

  it('is disabled, saying why, once changes were asked for as often as allowed', async () => {
    world.answer('get', '/submissions', [
      withRounds(REVIEW_RULES.maxRevisionRounds),
      secondSubmission,
    ]);
    const { user } = await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    const row = within(rowOf('Tag ten photos'));
    const button = row.getByRole('button', { name: 'Request changes' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(REQUEST_CHANGES_COPY.noRoundsLeft);
    expect(row.getByText(REQUEST_CHANGES_COPY.noRoundsLeft)).toBeVisible();
    expect(row.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
    const other = within(rowOf('Cy Marsh'));
    expect(other.getByRole('button', { name: 'Request changes' })).toBeEnabled();
    expect(other.queryByText(REQUEST_CHANGES_COPY.noRoundsLeft)).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'View' }));
    const details = within(await screen.findByRole('dialog', { name: 'Submission details' }));
    const inDetails = details.getByRole('button', { name: 'Request changes' });
    expect(inDetails).toBeDisabled();
    expect(inDetails).toHaveAccessibleDescription(REQUEST_CHANGES_COPY.noRoundsLeft);
    expect(details.getByText(REQUEST_CHANGES_COPY.noRoundsLeft)).toBeVisible();
    expect(details.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: CHANGES_DIALOG })).not.toBeInTheDocument();
  });
});

describe('Buyer Home: the review window', () => {
  function pendingWith(id: string, title: string, deadline: string | null): Submission {
    return { ...submission, _id: id, task_title: title, review_deadline: deadline };
  }

  it('says when each pending submission is approved automatically, the exact time on hover', async () => {
    // A 5-day window that has just opened: all but a moment of it is left.
    const inFiveDays = deadlineIn(5 * DAY_MS);
    world.answer('get', '/submissions', [
      pendingWith('s-days', 'Days left', inFiveDays),
      pendingWith('s-day', 'A day left', deadlineIn(DAY_MS + 30 * MINUTE_MS)),
      pendingWith('s-hours', 'Hours left', deadlineIn(5 * HOUR_MS + 30 * MINUTE_MS)),
      pendingWith('s-minutes', 'Minutes left', deadlineIn(12 * MINUTE_MS + 30_000)),
      pendingWith('s-due', 'Due', deadlineIn(-MINUTE_MS)),
      pendingWith('s-none', 'No deadline', null),
    ]);
    await openAsBuyer('/dashboard/buyer-home');
    await screen.findByRole('table', { name: 'Pending Submissions' });

    const days = within(rowOf('Days left')).getByRole('time');
    expect(days).toHaveTextContent(DEADLINE_COPY.autoApprovesIn('4 days 23 hours'));
    expect(days).toHaveAttribute('dateTime', inFiveDays);
    expect(days.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(
      within(rowOf('A day left')).getByText(DEADLINE_COPY.autoApprovesIn('1 day')),
    ).toBeVisible();
    expect(
      within(rowOf('Hours left')).getByText(DEADLINE_COPY.autoApprovesIn('5 hours 29 minutes')),
    ).toBeVisible();
    expect(
      within(rowOf('Minutes left')).getByText(DEADLINE_COPY.autoApprovesIn('12 minutes')),
    ).toBeVisible();
    expect(within(rowOf('Due')).getByText(DEADLINE_COPY.autoApprovesSoon)).toBeVisible();
    expect(within(rowOf('No deadline')).queryByRole('time')).not.toBeInTheDocument();
  });
});
