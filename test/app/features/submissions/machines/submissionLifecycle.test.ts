/**
 * The submission lifecycle the server decides with (src/contract/lifecycle): a model walk reaches
 * every state and takes every transition, and `lifecycleNext`, which the server asks before each
 * change, answers exactly what the machine does — and refuses everything else.
 */
import {
  lifecycleNext,
  submissionLifecycle,
  type SubmissionLifecycleEvent,
  type SubmissionLifecycleState,
} from '@contract/lifecycle/submissionLifecycle';
import { REVIEW_RULES } from '@contract/review';
import { submissionLifecycleFixtures } from '@app/features/submissions/machines/submissionLifecycleFixtures';
import { leafPaths, machineModel } from '@test/app/support/machineModel';

const model = machineModel(submissionLifecycle, submissionLifecycleFixtures);

/** What each state allows, and where each event leads (docs/money.md#the-submission-lifecycle). */
const ALLOWED: Record<
  SubmissionLifecycleState,
  Partial<Record<string, SubmissionLifecycleState>>
> = {
  pending: {
    APPROVE: 'approved',
    AUTO_APPROVE: 'approved',
    REJECT: 'rejected',
    REQUEST_CHANGES: 'changesRequested',
    CANCEL: 'cancelled',
  },
  changesRequested: { RESUBMIT: 'pending', REVISION_EXPIRED: 'expired', CANCEL: 'cancelled' },
  rejected: { APPEAL: 'appealed', APPEAL_WINDOW_CLOSED: 'rejected' },
  appealed: { PAY_WORKER: 'approved', APPEAL_UNANSWERED: 'approved', UPHOLD: 'rejectionUpheld' },
  approved: {},
  rejectionUpheld: {},
  expired: {},
  cancelled: {},
};

const EVENTS = submissionLifecycleFixtures.events as SubmissionLifecycleEvent[];
const STATES = Object.keys(ALLOWED) as SubmissionLifecycleState[];

describe('submissionLifecycle', () => {
  it('reaches every state and takes every transition with its fixtures', () => {
    expect(model.unreachedStates()).toEqual([]);
    expect(model.untakenTransitions()).toEqual([]);
  });

  it.each(model.cases.map((modelCase) => [modelCase.name, modelCase] as const))(
    'the server’s lifecycleNext agrees with the machine: %s',
    (_name, { steps }) => {
      let state: SubmissionLifecycleState = 'pending';
      let context = { revisionRounds: 0, appealWindowOpen: false };
      // The first step is the machine starting (xstate.init), in pending.
      for (const { event, state: expected } of steps.filter(
        ({ event }) => event.type !== 'xstate.init',
      )) {
        const next = lifecycleNext(state, event as SubmissionLifecycleEvent, context);
        expect(next).toBe(leafPaths(expected.value).join());
        state = next as SubmissionLifecycleState;
        context = expected.context as typeof context;
      }
    },
  );

  it.each(STATES.flatMap((state) => EVENTS.map((event) => [state, event.type, event] as const)))(
    'from %s, %s leads where the rules say, or is refused',
    (state, _type, event) => {
      // A rejection is looked at while its appeal window is open.
      const context = { appealWindowOpen: state === 'rejected' };
      expect(lifecycleNext(state, event, context)).toBe(ALLOWED[state][event.type]);
    },
  );

  it('lets a rejection be appealed once, and only while its window is open', () => {
    const closed = lifecycleNext(
      'rejected',
      { type: 'APPEAL_WINDOW_CLOSED' },
      { appealWindowOpen: true },
    );
    expect(closed).toBe('rejected');
    expect(
      lifecycleNext('rejected', { type: 'APPEAL' }, { appealWindowOpen: false }),
    ).toBeUndefined();
    expect(
      lifecycleNext('rejected', { type: 'APPEAL_WINDOW_CLOSED' }, { appealWindowOpen: false }),
    ).toBeUndefined();
  });

  it(`allows at most ${REVIEW_RULES.maxRevisionRounds} rounds of changes`, () => {
    const changes = { type: 'REQUEST_CHANGES' } as const;
    expect(lifecycleNext('pending', changes, { revisionRounds: 1 })).toBe('changesRequested');
    expect(
      lifecycleNext('pending', changes, { revisionRounds: REVIEW_RULES.maxRevisionRounds }),
    ).toBeUndefined();
  });

  it('ends in approved, rejectionUpheld, expired or cancelled, and nowhere else', () => {
    const finals = STATES.filter((state) => Object.keys(ALLOWED[state]).length === 0);
    expect(finals.sort()).toEqual(['approved', 'cancelled', 'expired', 'rejectionUpheld']);
    for (const state of finals) {
      expect(
        submissionLifecycle.resolveState({
          value: state,
          context: { revisionRounds: 0, appealWindowOpen: false },
        }).status,
      ).toBe('done');
    }
  });
});
