import { createActor, type EventObject } from 'xstate';

import {
  APPEAL_REFUSED,
  BLANK_DETAILS,
  DETAILS,
  RESUBMIT_REFUSED,
  SHORT_STATEMENT,
  STATEMENT,
  SUBMISSION_ID,
  workerAppealFixtures,
} from '@app/features/submissions/machines/workerAppealFixtures';
import {
  workerAppealMachine,
  type WorkerAppealEvent,
  type WorkerAppealSnapshot,
} from '@app/features/submissions/machines/workerAppealMachine';
import type { Announcement } from '@app/machineKit';
import { TEXT_LIMITS } from '@contract/constants';
import { ControlledActors } from '@test/app/support/controlledActors';
import { leafPaths, machineModel, snapshotKey } from '@test/app/support/machineModel';

function startMoves() {
  const effects = new ControlledActors();
  const announced: Announcement[] = [];
  const actor = createActor(
    workerAppealMachine.provide({
      actors: { resubmitWork: effects.promise(), appealRejection: effects.promise() },
      actions: { announce: (_, announcement) => announced.push(announcement) },
    }),
    { input: { submissionId: SUBMISSION_ID } },
  ).start();
  return { effects, announced, actor, snapshot: () => actor.getSnapshot() };
}

const RESUBMIT = { type: 'RESUBMIT', details: DETAILS } as const;
const APPEAL = { type: 'APPEAL', statement: STATEMENT } as const;
const SENT_DETAILS = {
  id: SUBMISSION_ID,
  submission_details: 'The new link shows all ten photos, each with its tag.',
};
const SENT_APPEAL = { id: SUBMISSION_ID, statement: STATEMENT };

describe('workerAppealMachine', () => {
  it('resubmits: sends the trimmed details once, then says so', async () => {
    const { effects, announced, actor, snapshot } = startMoves();

    actor.send(RESUBMIT);
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(effects.invocations).toEqual([{ id: 'sendResubmission', input: SENT_DETAILS }]);
    await effects.succeed('sendResubmission');

    expect(snapshot().value).toBe('resubmitted');
    expect(snapshot().status).toBe('done');
    expect(announced).toEqual([
      { variant: 'success', text: 'Changes sent. The buyer will review your work again.' },
    ]);
  });

  it('appeals: sends the statement once, then says so', async () => {
    const { effects, announced, actor, snapshot } = startMoves();

    actor.send({ type: 'APPEAL', statement: `  ${STATEMENT}  ` });
    expect(effects.invocations).toEqual([{ id: 'sendAppeal', input: SENT_APPEAL }]);
    await effects.succeed('sendAppeal');

    expect(snapshot().value).toBe('appealed');
    expect(snapshot().status).toBe('done');
    expect(announced).toEqual([
      { variant: 'success', text: 'Appeal sent. The buyer has been told.' },
    ]);
  });

  it('never sends a second move while one travels (a double click)', async () => {
    const { effects, actor, snapshot } = startMoves();

    actor.send(RESUBMIT);
    actor.send(RESUBMIT);
    actor.send({ type: 'RESUBMIT', details: 'Other details entirely.' });
    actor.send(APPEAL);
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'DISMISS' });

    expect(effects.invocations).toEqual([{ id: 'sendResubmission', input: SENT_DETAILS }]);
    expect(snapshot().context).toMatchObject({ details: SENT_DETAILS.submission_details });
    expect(snapshot().context.statement).toBeNull();
    await effects.succeed('sendResubmission');
    actor.send(APPEAL);
    expect(effects.invocations).toHaveLength(1);
  });

  it.each([
    ['blank details', { type: 'RESUBMIT', details: BLANK_DETAILS }],
    ['empty details', { type: 'RESUBMIT', details: '' }],
    [
      'details over the contract’s length',
      { type: 'RESUBMIT', details: 'x'.repeat(TEXT_LIMITS.submissionDetails + 1) },
    ],
    ['a statement under 10 characters', { type: 'APPEAL', statement: SHORT_STATEMENT }],
    ['a statement of spaces', { type: 'APPEAL', statement: '              ' }],
    ['a statement over 1,000 characters', { type: 'APPEAL', statement: 'x'.repeat(1001) }],
  ] as const)('does not send %s', (_, event) => {
    const { effects, actor, snapshot } = startMoves();

    // The dialogs never send these; the machine refuses them as the server would.
    actor.send(event);

    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      submissionId: SUBMISSION_ID,
      details: null,
      statement: null,
      error: null,
    });
    expect(effects.invocations).toEqual([]);
  });

  it.each([
    [
      RESUBMIT,
      'sendResubmission',
      'resubmitFailed',
      'Failed to send the changes.',
      RESUBMIT_REFUSED,
    ],
    [APPEAL, 'sendAppeal', 'appealFailed', 'Failed to send the appeal.', APPEAL_REFUSED],
  ] as const)(
    'on %j failing, shows Error with the failure and the server’s reason, and RETRY sends the same text',
    async (move, invokeId, failedState, text, reason) => {
      const { effects, announced, actor, snapshot } = startMoves();

      actor.send(move);
      const firstInput = effects.inputOf(invokeId);
      await effects.fail(invokeId, new Error(reason));

      expect(snapshot().value).toBe(failedState);
      expect(snapshot().hasTag('failed')).toBe(true);
      expect(snapshot().context.error).toBe(reason);
      expect(announced).toEqual([{ variant: 'error', title: 'Error', text }]);

      actor.send(RESUBMIT);
      actor.send(APPEAL);
      expect(snapshot().value).toBe(failedState);

      actor.send({ type: 'RETRY' });
      expect(snapshot().context.error).toBeNull();
      expect(effects.invocations).toEqual([
        { id: invokeId, input: firstInput },
        { id: invokeId, input: firstInput },
      ]);
    },
  );

  it('lets the worker dismiss a failure, forgetting the text, and move again', async () => {
    const { effects, actor, snapshot } = startMoves();
    actor.send(APPEAL);
    await effects.fail('sendAppeal', new Error(APPEAL_REFUSED));

    actor.send({ type: 'DISMISS' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      submissionId: SUBMISSION_ID,
      details: null,
      statement: null,
      error: null,
    });
    const other = 'The second link has every tag, checked twice.';
    actor.send({ type: 'APPEAL', statement: other });

    expect(effects.inputOf('sendAppeal')).toEqual({ id: SUBMISSION_ID, statement: other });
  });
});

/*
 * Model-based: every state the machine reaches with these events, and every edge of that
 * graph played against a real actor with controlled effects, checking the invariants at
 * each step.
 */
describe('workerAppealMachine model', () => {
  const model = workerAppealMachine.provide({ actions: { announce: () => undefined } });
  const { cases, unreachedStates, untakenTransitions } = machineModel(model, workerAppealFixtures);

  const BUSY = ['resubmitting', 'appealing'];
  const FAILED = ['resubmitFailed', 'appealFailed'];
  const DONE = ['resubmitted', 'appealed'];
  const RESUBMITTING = ['resubmitting', 'resubmitFailed', 'resubmitted'];
  const APPEALING = ['appealing', 'appealFailed', 'appealed'];
  const ERRORS: Readonly<Record<string, string>> = {
    resubmitFailed: RESUBMIT_REFUSED,
    appealFailed: APPEAL_REFUSED,
  };
  const MOVE_EVENTS: readonly string[] = [
    'RESUBMIT',
    'APPEAL',
    'RETRY',
    'DISMISS',
  ] satisfies WorkerAppealEvent['type'][];

  function isMoveEvent(event: EventObject): event is WorkerAppealEvent {
    return MOVE_EVENTS.includes(event.type);
  }

  function expectInvariants(snapshot: WorkerAppealSnapshot, effects: ControlledActors) {
    const [state = ''] = leafPaths(snapshot.value);
    const where = `in ${state}`;
    expect({ where, busy: snapshot.hasTag('busy') }).toEqual({ where, busy: BUSY.includes(state) });
    expect({ where, failed: snapshot.hasTag('failed') }).toEqual({
      where,
      failed: FAILED.includes(state),
    });
    expect({ where, done: snapshot.status === 'done' }).toEqual({
      where,
      done: DONE.includes(state),
    });
    // A move is on its way exactly while busy, and never two at once.
    const running = ['sendResubmission', 'sendAppeal'].filter((id) => effects.isRunning(id));
    expect({ where, running: running.length }).toEqual({
      where,
      running: BUSY.includes(state) ? 1 : 0,
    });
    const canMove = snapshot.can(RESUBMIT) || snapshot.can(APPEAL);
    expect({ where, canMove }).toEqual({ where, canMove: state === 'idle' });
    // Only the sent text is remembered, trimmed, from the move until it is dismissed.
    expect({ where, context: snapshot.context }).toEqual({
      where,
      context: {
        submissionId: SUBMISSION_ID,
        details: RESUBMITTING.includes(state) ? SENT_DETAILS.submission_details : null,
        statement: APPEALING.includes(state) ? STATEMENT : null,
        error: ERRORS[state] ?? null,
      },
    });
    if (effects.isRunning('sendResubmission')) {
      expect(effects.inputOf('sendResubmission')).toEqual(SENT_DETAILS);
    }
    if (effects.isRunning('sendAppeal')) {
      expect(effects.inputOf('sendAppeal')).toEqual(SENT_APPEAL);
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
    const actor = createActor(
      model.provide({
        actors: { resubmitWork: effects.promise(), appealRejection: effects.promise() },
      }),
      { input: { submissionId: SUBMISSION_ID } },
    ).start();

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') {
        await effects.perform(step.event, (event) => actor.send(event), isMoveEvent);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshotKey(snapshot)).toEqual(snapshotKey(step.state));
      expectInvariants(snapshot, effects);
    }
    actor.stop();
  });
});
