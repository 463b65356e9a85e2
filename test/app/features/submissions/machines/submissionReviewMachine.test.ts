import { createActor, type EventObject } from 'xstate';

import {
  CHANGES_REQUEST,
  INCOMPLETE_CHANGES_REQUEST,
  INCOMPLETE_REJECTION,
  REJECTION,
  SUBMISSION_ID,
  submissionReviewFixtures,
} from '@app/features/submissions/machines/submissionReviewFixtures';
import {
  submissionReviewMachine,
  type SubmissionReviewEvent,
  type SubmissionReviewSnapshot,
} from '@app/features/submissions/machines/submissionReviewMachine';
import type { Announcement } from '@app/machineKit';
import { ControlledActors } from '@test/app/support/controlledActors';
import { leafPaths, machineModel, snapshotKey } from '@test/app/support/machineModel';

function startReview() {
  const effects = new ControlledActors();
  const announced: Announcement[] = [];
  const actor = createActor(
    submissionReviewMachine.provide({
      actors: { sendDecision: effects.promise() },
      actions: { announce: (_, announcement) => announced.push(announcement) },
    }),
    { input: { submissionId: SUBMISSION_ID } },
  ).start();
  return { effects, announced, actor, snapshot: () => actor.getSnapshot() };
}

const REJECT = { type: 'REJECT', ...REJECTION } as const;
const SENT_REJECTION = { id: SUBMISSION_ID, action: 'reject', ...REJECTION };
const REQUEST_CHANGES = { type: 'REQUEST_CHANGES', ...CHANGES_REQUEST } as const;
const SENT_CHANGES_REQUEST = {
  id: SUBMISSION_ID,
  action: 'request_changes',
  note: CHANGES_REQUEST.note,
};

describe('submissionReviewMachine', () => {
  it('accepts: sends `approved` once, then says so in the spec’s words', async () => {
    const { effects, announced, actor, snapshot } = startReview();

    actor.send({ type: 'ACCEPT' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(effects.inputOf('sendApproval')).toEqual({ id: SUBMISSION_ID, action: 'approved' });
    await effects.succeed('sendApproval');

    expect(snapshot().value).toBe('approved');
    expect(snapshot().status).toBe('done');
    expect(announced).toEqual([
      { variant: 'success', text: 'Approved! The submission has been approved.' },
    ]);
  });

  it('rejects: sends `reject` with the reason and comment once, then says so in the spec’s words', async () => {
    const { effects, announced, actor, snapshot } = startReview();

    actor.send(REJECT);
    expect(snapshot().context.rejection).toEqual(REJECTION);
    expect(effects.inputOf('sendRejection')).toEqual({
      id: SUBMISSION_ID,
      action: 'reject',
      reason: 'Missing or wrong proof',
      comment: 'The screenshot shows another task, not this one.',
    });
    await effects.succeed('sendRejection');

    expect(snapshot().value).toBe('rejected');
    expect(announced).toEqual([
      { variant: 'success', text: 'Rejected! The submission has been rejected.' },
    ]);
  });

  it('asks for changes: sends `request_changes` with the note once, then says so', async () => {
    const { effects, announced, actor, snapshot } = startReview();

    actor.send(REQUEST_CHANGES);
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().context.changesNote).toBe(CHANGES_REQUEST.note);
    expect(effects.inputOf('sendChangesRequest')).toEqual({
      id: SUBMISSION_ID,
      action: 'request_changes',
      note: 'Please add the screenshot of the confirmation page as well.',
    });
    await effects.succeed('sendChangesRequest');

    expect(snapshot().value).toBe('changesRequested');
    expect(snapshot().status).toBe('done');
    expect(announced).toEqual([
      { variant: 'success', text: 'Changes requested. The worker has been told.' },
    ]);
    expect(effects.invocations).toHaveLength(1);
  });

  it('never sends a second decision while one travels (a double click)', async () => {
    const { effects, actor, snapshot } = startReview();

    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'ACCEPT' });
    actor.send(REJECT);
    actor.send(REQUEST_CHANGES);
    actor.send({ type: 'RETRY' });

    expect(effects.invocations).toEqual([
      { id: 'sendApproval', input: { id: SUBMISSION_ID, action: 'approved' } },
    ]);
    expect(snapshot().context.rejection).toBeNull();
    expect(snapshot().context.changesNote).toBeNull();
    await effects.succeed('sendApproval');
    actor.send(REJECT);
    actor.send(REQUEST_CHANGES);
    expect(snapshot().value).toBe('approved');
    expect(effects.invocations).toHaveLength(1);
  });

  it('never sends a second rejection, nor another reason, while one travels', async () => {
    const { effects, actor, snapshot } = startReview();

    actor.send(REJECT);
    actor.send({ type: 'REJECT', reason: 'Other', comment: 'A different reason this time.' });
    actor.send({ type: 'ACCEPT' });
    actor.send(REQUEST_CHANGES);

    expect(effects.invocations).toEqual([{ id: 'sendRejection', input: SENT_REJECTION }]);
    expect(snapshot().context.rejection).toEqual(REJECTION);
    expect(snapshot().context.changesNote).toBeNull();
  });

  it('never sends a second request for changes, nor another note, while one travels', async () => {
    const { effects, actor, snapshot } = startReview();

    actor.send(REQUEST_CHANGES);
    actor.send({ type: 'REQUEST_CHANGES', note: 'A different note this time, also long.' });
    actor.send({ type: 'ACCEPT' });
    actor.send(REJECT);
    await effects.succeed('sendChangesRequest');
    actor.send(REQUEST_CHANGES);

    expect(effects.invocations).toEqual([
      { id: 'sendChangesRequest', input: SENT_CHANGES_REQUEST },
    ]);
    expect(snapshot().context).toEqual({
      submissionId: SUBMISSION_ID,
      rejection: null,
      changesNote: CHANGES_REQUEST.note,
    });
  });

  it.each([
    ['no reason', { reason: '', comment: REJECTION.comment }],
    ['a reason not on the list', { reason: 'Too slow', comment: REJECTION.comment }],
    ['too short a comment', INCOMPLETE_REJECTION],
    ['a comment of spaces', { reason: REJECTION.reason, comment: '              ' }],
  ])('does not send a rejection with %s', (_, rejection) => {
    const { effects, actor, snapshot } = startReview();

    // The dialog never sends these; the machine refuses them as the server would.
    actor.send({ type: 'REJECT', ...rejection } as SubmissionReviewEvent);

    expect(snapshot().value).toBe('pending');
    expect(snapshot().context.rejection).toBeNull();
    expect(effects.invocations).toEqual([]);
  });

  it.each([
    ['too short a note', INCOMPLETE_CHANGES_REQUEST.note],
    ['a note of spaces', '                    '],
    ['a note short once trimmed', '   Redo it.     '],
    ['too long a note', 'x'.repeat(1001)],
  ])('does not ask for changes with %s', (_, note) => {
    const { effects, actor, snapshot } = startReview();

    // The dialog never sends these; the machine refuses them as the server would.
    actor.send({ type: 'REQUEST_CHANGES', note });

    expect(snapshot().value).toBe('pending');
    expect(snapshot().context.changesNote).toBeNull();
    expect(effects.invocations).toEqual([]);
  });

  const DECISIONS = {
    ACCEPT: { type: 'ACCEPT' },
    REJECT,
    REQUEST_CHANGES,
  } as const satisfies Record<string, SubmissionReviewEvent>;

  it.each([
    ['ACCEPT', 'sendApproval', 'approveFailed', 'Failed to approve the submission.'],
    ['REJECT', 'sendRejection', 'rejectFailed', 'Failed to reject the submission.'],
    ['REQUEST_CHANGES', 'sendChangesRequest', 'requestChangesFailed', 'Failed to request changes.'],
  ] as const)(
    'on %s failing, shows Error with the spec’s text and sends the same decision on RETRY',
    async (decision, invokeId, failedState, text) => {
      const { effects, announced, actor, snapshot } = startReview();

      actor.send(DECISIONS[decision]);
      const firstInput = effects.inputOf(invokeId);
      await effects.fail(invokeId, new Error('Service unavailable'));

      expect(snapshot().value).toBe(failedState);
      expect(snapshot().hasTag('failed')).toBe(true);
      expect(announced).toEqual([{ variant: 'error', title: 'Error', text }]);

      for (const [type, other] of Object.entries(DECISIONS)) {
        if (type !== decision) actor.send(other);
      }
      expect(snapshot().value).toBe(failedState);

      actor.send({ type: 'RETRY' });
      expect(effects.countOf(invokeId)).toBe(2);
      expect(effects.invocations).toEqual([
        { id: invokeId, input: firstInput },
        { id: invokeId, input: firstInput },
      ]);
    },
  );

  it('resends the same reason and comment when a failed rejection is retried', async () => {
    const { effects, actor } = startReview();

    actor.send(REJECT);
    await effects.fail('sendRejection', new Error('Service unavailable'));
    actor.send({ type: 'RETRY' });

    expect(effects.invocations).toEqual([
      { id: 'sendRejection', input: SENT_REJECTION },
      { id: 'sendRejection', input: SENT_REJECTION },
    ]);
  });

  it('resends the same note when a failed request for changes is retried', async () => {
    const { effects, announced, actor, snapshot } = startReview();

    actor.send(REQUEST_CHANGES);
    await effects.fail('sendChangesRequest', new Error('Service unavailable'));
    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('requestingChanges');
    await effects.succeed('sendChangesRequest');

    expect(effects.invocations).toEqual([
      { id: 'sendChangesRequest', input: SENT_CHANGES_REQUEST },
      { id: 'sendChangesRequest', input: SENT_CHANGES_REQUEST },
    ]);
    expect(snapshot().value).toBe('changesRequested');
    expect(announced).toEqual([
      { variant: 'error', title: 'Error', text: 'Failed to request changes.' },
      { variant: 'success', text: 'Changes requested. The worker has been told.' },
    ]);
  });

  it('lets the buyer dismiss a failure and decide again', async () => {
    const { effects, actor, snapshot } = startReview();
    actor.send({ type: 'ACCEPT' });
    await effects.fail('sendApproval', new Error('Conflict'));

    actor.send({ type: 'DISMISS' });
    expect(snapshot().value).toBe('pending');
    actor.send(REJECT);
    expect(effects.inputOf('sendRejection')).toEqual(SENT_REJECTION);
  });

  it('forgets a dismissed rejection, and sends the new one', async () => {
    const { effects, actor, snapshot } = startReview();
    actor.send(REJECT);
    await effects.fail('sendRejection', new Error('Conflict'));

    actor.send({ type: 'DISMISS' });
    expect(snapshot().context.rejection).toBeNull();
    const other = { reason: 'Other', comment: 'The link to the photo is broken.' } as const;
    actor.send({ type: 'REJECT', ...other });

    expect(effects.inputOf('sendRejection')).toEqual({
      id: SUBMISSION_ID,
      action: 'reject',
      ...other,
    });
  });

  it('forgets a dismissed request for changes, and can accept instead', async () => {
    const { effects, actor, snapshot } = startReview();
    actor.send(REQUEST_CHANGES);
    await effects.fail('sendChangesRequest', new Error('Conflict'));

    actor.send({ type: 'DISMISS' });
    expect(snapshot().value).toBe('pending');
    expect(snapshot().context.changesNote).toBeNull();
    actor.send({ type: 'ACCEPT' });

    expect(effects.inputOf('sendApproval')).toEqual({ id: SUBMISSION_ID, action: 'approved' });
  });
});

/*
 * Model-based: every state the machine reaches with these events, and every edge of that
 * graph played against a real actor with controlled effects, checking the invariants at
 * each step.
 */
describe('submissionReviewMachine model', () => {
  const model = submissionReviewMachine.provide({ actions: { announce: () => undefined } });
  const { cases, unreachedStates, untakenTransitions } = machineModel(
    model,
    submissionReviewFixtures,
  );

  const BUSY = ['approving', 'rejecting', 'requestingChanges'];
  const FAILED = ['approveFailed', 'rejectFailed', 'requestChangesFailed'];
  const DECIDED = ['approved', 'rejected', 'changesRequested'];
  const REJECTED = ['rejecting', 'rejectFailed', 'rejected'];
  const CHANGES_REQUESTED = ['requestingChanges', 'requestChangesFailed', 'changesRequested'];
  const REVIEW_EVENTS: readonly string[] = [
    'ACCEPT',
    'REJECT',
    'REQUEST_CHANGES',
    'RETRY',
    'DISMISS',
  ] satisfies SubmissionReviewEvent['type'][];

  function isReviewEvent(event: EventObject): event is SubmissionReviewEvent {
    return REVIEW_EVENTS.includes(event.type);
  }

  function expectInvariants(snapshot: SubmissionReviewSnapshot, effects: ControlledActors) {
    const [state = ''] = leafPaths(snapshot.value);
    const where = `in ${state}`;
    expect({ where, busy: snapshot.hasTag('busy') }).toEqual({ where, busy: BUSY.includes(state) });
    expect({ where, failed: snapshot.hasTag('failed') }).toEqual({
      where,
      failed: FAILED.includes(state),
    });
    expect({ where, done: snapshot.status === 'done' }).toEqual({
      where,
      done: DECIDED.includes(state),
    });
    // A decision is on its way exactly while busy, and never two at once.
    const running = ['sendApproval', 'sendRejection', 'sendChangesRequest'].filter((id) =>
      effects.isRunning(id),
    );
    expect({ where, running: running.length }).toEqual({
      where,
      running: BUSY.includes(state) ? 1 : 0,
    });
    const canDecide =
      snapshot.can({ type: 'ACCEPT' }) || snapshot.can(REJECT) || snapshot.can(REQUEST_CHANGES);
    expect({ where, canDecide }).toEqual({ where, canDecide: state === 'pending' });
    // A rejection or a note is remembered exactly while it is sent, failed or done, and only a
    // complete one.
    expect({ where, context: snapshot.context }).toEqual({
      where,
      context: {
        submissionId: SUBMISSION_ID,
        rejection: REJECTED.includes(state) ? REJECTION : null,
        changesNote: CHANGES_REQUESTED.includes(state) ? CHANGES_REQUEST.note : null,
      },
    });
    // The decision on its way is the one remembered.
    if (effects.isRunning('sendRejection')) {
      expect(effects.inputOf('sendRejection')).toEqual(SENT_REJECTION);
    }
    if (effects.isRunning('sendChangesRequest')) {
      expect(effects.inputOf('sendChangesRequest')).toEqual(SENT_CHANGES_REQUEST);
    }
  }

  it('reaches every state of the machine', () => {
    expect(unreachedStates()).toEqual([]);
  });

  it('takes every transition of the machine', () => {
    expect(untakenTransitions()).toEqual([]);
  });

  it.each(cases)('$name', async ({ steps }) => {
    const effects = new ControlledActors();
    const actor = createActor(model.provide({ actors: { sendDecision: effects.promise() } }), {
      input: { submissionId: SUBMISSION_ID },
    }).start();

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') {
        await effects.perform(step.event, (event) => actor.send(event), isReviewEvent);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshotKey(snapshot)).toEqual(snapshotKey(step.state));
      expectInvariants(snapshot, effects);
    }
    actor.stop();
  });
});
