import { createActor, type EventObject } from 'xstate';

import {
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

  it('rejects: sends `reject` once, then says so in the spec’s words', async () => {
    const { effects, announced, actor, snapshot } = startReview();

    actor.send({ type: 'REJECT' });
    expect(effects.inputOf('sendRejection')).toEqual({ id: SUBMISSION_ID, action: 'reject' });
    await effects.succeed('sendRejection');

    expect(snapshot().value).toBe('rejected');
    expect(announced).toEqual([
      { variant: 'success', text: 'Rejected! The submission has been rejected.' },
    ]);
  });

  it('never sends a second decision while one travels (a double click)', async () => {
    const { effects, actor, snapshot } = startReview();

    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'RETRY' });

    expect(effects.invocations).toEqual([
      { id: 'sendApproval', input: { id: SUBMISSION_ID, action: 'approved' } },
    ]);
    await effects.succeed('sendApproval');
    actor.send({ type: 'REJECT' });
    expect(snapshot().value).toBe('approved');
    expect(effects.invocations).toHaveLength(1);
  });

  it.each([
    ['ACCEPT', 'sendApproval', 'approveFailed', 'Failed to approve the submission.'],
    ['REJECT', 'sendRejection', 'rejectFailed', 'Failed to reject the submission.'],
  ] as const)(
    'on %s failing, shows Error with the spec’s text and sends the same decision on RETRY',
    async (decision, invokeId, failedState, text) => {
      const { effects, announced, actor, snapshot } = startReview();

      actor.send({ type: decision });
      await effects.fail(invokeId, new Error('Service unavailable'));

      expect(snapshot().value).toBe(failedState);
      expect(snapshot().hasTag('failed')).toBe(true);
      expect(announced).toEqual([{ variant: 'error', title: 'Error', text }]);

      actor.send({ type: decision === 'ACCEPT' ? 'REJECT' : 'ACCEPT' });
      expect(snapshot().value).toBe(failedState);

      actor.send({ type: 'RETRY' });
      expect(effects.countOf(invokeId)).toBe(2);
      expect(effects.invocations.map(({ id }) => id)).toEqual([invokeId, invokeId]);
    },
  );

  it('lets the buyer dismiss a failure and decide again', async () => {
    const { effects, actor, snapshot } = startReview();
    actor.send({ type: 'ACCEPT' });
    await effects.fail('sendApproval', new Error('Conflict'));

    actor.send({ type: 'DISMISS' });
    expect(snapshot().value).toBe('pending');
    actor.send({ type: 'REJECT' });
    expect(effects.inputOf('sendRejection')).toEqual({ id: SUBMISSION_ID, action: 'reject' });
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

  const BUSY = ['approving', 'rejecting'];
  const FAILED = ['approveFailed', 'rejectFailed'];
  const DECIDED = ['approved', 'rejected'];
  const REVIEW_EVENTS: readonly string[] = [
    'ACCEPT',
    'REJECT',
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
    const running = ['sendApproval', 'sendRejection'].filter((id) => effects.isRunning(id));
    expect({ where, running: running.length }).toEqual({
      where,
      running: BUSY.includes(state) ? 1 : 0,
    });
    const canDecide = snapshot.can({ type: 'ACCEPT' }) || snapshot.can({ type: 'REJECT' });
    expect({ where, canDecide }).toEqual({ where, canDecide: state === 'pending' });
    expect(snapshot.context).toEqual({ submissionId: SUBMISSION_ID });
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
