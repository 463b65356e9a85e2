/**
 * The life of a submission, declared once (docs/money.md#the-submission-lifecycle): a pure
 * machine, without effects, that the server asks before every change of a submission's status
 * (a transition it refuses is a 409) and that the client and the Machine Lab draw. Who may send
 * an event and when a deadline has passed are the server's to check; what may follow what is
 * this machine's.
 */
import { assign, getNextSnapshot, setup, type SnapshotFrom } from 'xstate';

import type { SubmissionStatus } from '../entities';
import { REVIEW_RULES } from '../review';

export interface SubmissionLifecycleContext {
  /** How many times the buyer has asked for changes. */
  revisionRounds: number;
  /** A rejection's appeal window is open: the worker may still appeal, once. */
  appealWindowOpen: boolean;
}

export type SubmissionLifecycleInput = Partial<SubmissionLifecycleContext>;

export type SubmissionLifecycleEvent =
  /** The buyer accepts the work. */
  | { type: 'APPROVE' }
  /** The review deadline passed without a decision. */
  | { type: 'AUTO_APPROVE' }
  /** The buyer rejects the work, with a reason and a comment. */
  | { type: 'REJECT' }
  /** The buyer asks for changes, with a note. */
  | { type: 'REQUEST_CHANGES' }
  /** The worker sends new details after changes were requested. */
  | { type: 'RESUBMIT' }
  /** The worker did not resubmit in time. */
  | { type: 'REVISION_EXPIRED' }
  /** The worker appeals a rejection, with a statement. */
  | { type: 'APPEAL' }
  /** Nobody appealed in time: the rejection stands and its held coins go back to the task. */
  | { type: 'APPEAL_WINDOW_CLOSED' }
  /** The buyer (or an admin) decides an appeal for the worker. */
  | { type: 'PAY_WORKER' }
  /** The buyer (or an admin) keeps the rejection, with a comment. */
  | { type: 'UPHOLD' }
  /** The buyer did not answer the appeal in time: it is decided for the worker. */
  | { type: 'APPEAL_UNANSWERED' }
  /** The task or the worker was deleted. */
  | { type: 'CANCEL' };

export const submissionLifecycle = setup({
  types: {
    context: {} as SubmissionLifecycleContext,
    input: {} as SubmissionLifecycleInput,
    events: {} as SubmissionLifecycleEvent,
  },
  guards: {
    mayRequestChanges: ({ context }) => context.revisionRounds < REVIEW_RULES.maxRevisionRounds,
    appealWindowOpen: ({ context }) => context.appealWindowOpen,
  },
}).createMachine({
  id: 'submissionLifecycle',
  description:
    'A submission from the worker sending it to its last word (docs/money.md#the-submission-lifecycle). The server decides every change with it.',
  context: ({ input }) => ({
    revisionRounds: input.revisionRounds ?? 0,
    appealWindowOpen: input.appealWindowOpen ?? false,
  }),
  initial: 'pending',
  states: {
    pending: {
      description:
        'Waiting for the buyer: approve, reject with a reason, or ask for changes, before the review deadline.',
      on: {
        APPROVE: 'approved',
        AUTO_APPROVE: 'approved',
        REJECT: { target: 'rejected', actions: assign({ appealWindowOpen: true }) },
        REQUEST_CHANGES: {
          guard: 'mayRequestChanges',
          target: 'changesRequested',
          actions: assign({ revisionRounds: ({ context }) => context.revisionRounds + 1 }),
        },
        CANCEL: 'cancelled',
      },
    },
    changesRequested: {
      description: 'The worker may resubmit until the resubmission deadline.',
      on: {
        RESUBMIT: 'pending',
        REVISION_EXPIRED: 'expired',
        CANCEL: 'cancelled',
      },
    },
    rejected: {
      description:
        'The coins stay held while the worker may appeal, once, until the appeal deadline; then the rejection stands.',
      on: {
        APPEAL: {
          guard: 'appealWindowOpen',
          target: 'appealed',
          actions: assign({ appealWindowOpen: false }),
        },
        APPEAL_WINDOW_CLOSED: {
          guard: 'appealWindowOpen',
          actions: assign({ appealWindowOpen: false }),
        },
      },
    },
    appealed: {
      description:
        'The buyer answers before the appeal deadline, or an admin decides; unanswered, it is decided for the worker.',
      on: {
        PAY_WORKER: 'approved',
        APPEAL_UNANSWERED: 'approved',
        UPHOLD: 'rejectionUpheld',
      },
    },
    approved: { description: 'The worker is paid.', type: 'final' },
    rejectionUpheld: { description: 'The rejection stands after the appeal.', type: 'final' },
    expired: {
      description: 'No resubmission in time; the slot went back to the task.',
      type: 'final',
    },
    cancelled: { description: 'The task or the worker was deleted.', type: 'final' },
  },
});

export type SubmissionLifecycleSnapshot = SnapshotFrom<typeof submissionLifecycle>;
export type SubmissionLifecycleState =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'appealed'
  | 'rejectionUpheld'
  | 'changesRequested'
  | 'expired'
  | 'cancelled';

/** The machine's state for each status the API and the database use. */
export const LIFECYCLE_STATE_OF: Readonly<
  Record<SubmissionStatus | 'cancelled', SubmissionLifecycleState>
> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'changesRequested',
  appealed: 'appealed',
  rejection_upheld: 'rejectionUpheld',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** Where a submission is in its life, as the machine knows it (a stored status and its rounds). */
export function lifecycleAt(
  state: SubmissionLifecycleState,
  context: SubmissionLifecycleInput = {},
): SubmissionLifecycleSnapshot {
  return submissionLifecycle.resolveState({
    value: state,
    context: {
      revisionRounds: context.revisionRounds ?? 0,
      appealWindowOpen: context.appealWindowOpen ?? false,
    },
  });
}

/**
 * The state `event` leads to from `state`, or undefined when the lifecycle refuses it (the
 * server answers 409).
 */
export function lifecycleNext(
  state: SubmissionLifecycleState,
  event: SubmissionLifecycleEvent,
  context: SubmissionLifecycleInput = {},
): SubmissionLifecycleState | undefined {
  const snapshot = lifecycleAt(state, context);
  if (!snapshot.can(event)) return undefined;
  return getNextSnapshot(submissionLifecycle, snapshot, event).value as SubmissionLifecycleState;
}
