/**
 * The worker's two moves on one submission (docs/money.md#the-submission-lifecycle): after the
 * buyer asked for changes, RESUBMIT sends new details; after a rejection, APPEAL sends a
 * statement. Each is checked with the contract's rules as the server checks it, sent trimmed and
 * exactly once: while one travels every other move is ignored, so a double click can never send
 * two. A failure says so (title 'Error') with the server's reason, and can be retried with the
 * same text or dismissed to start again. The requests are the named actors `resubmitWork` and
 * `appealRejection`, provided at run time; the outcomes are announced as alerts.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

import type { Submission } from '@contract/schemas/submissions';
import { TEXT_LIMITS } from '@contract/constants';
import { WORKER_REVIEW_COPY as COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES, validateReviewText } from '@contract/review';
import { announce, errorMessageOf, notProvided } from '@app/machineKit';

export interface WorkerAppealInput {
  submissionId: string;
}

export interface WorkerAppealContext extends WorkerAppealInput {
  /** The new details being sent, or last sent, trimmed; null until the worker resubmits. */
  details: string | null;
  /** The appeal's statement being sent, or last sent, trimmed; null until the worker appeals. */
  statement: string | null;
  /** The server's reason for the last failure, until it is retried or dismissed. */
  error: string | null;
}

export interface Resubmission {
  id: string;
  submission_details: string;
}

export interface Appeal {
  id: string;
  statement: string;
}

export type WorkerAppealEvent =
  | { type: 'RESUBMIT'; details: string }
  | { type: 'APPEAL'; statement: string }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/** ResubmitBody's rule: details that say something, within the contract's length. */
export function isSendableDetails(details: string): boolean {
  const text = details.trim();
  return text.length > 0 && text.length <= TEXT_LIMITS.submissionDetails;
}

/** AppealBody's rule: a statement the contract's review text rules accept. */
export function isSendableStatement(statement: string): boolean {
  return validateReviewText(statement, REVIEW_VALIDATION_MESSAGES.statementTooShort) === undefined;
}

function sent(text: string | null, what: string): string {
  if (text === null) throw new Error(`workerAppealMachine: no ${what} to send.`);
  return text;
}

export const workerAppealMachine = setup({
  types: {
    context: {} as WorkerAppealContext,
    input: {} as WorkerAppealInput,
    events: {} as WorkerAppealEvent,
  },
  actors: {
    resubmitWork: fromPromise<Submission, Resubmission>(async () =>
      notProvided('workerAppealMachine', 'resubmitWork'),
    ),
    appealRejection: fromPromise<Submission, Appeal>(async () =>
      notProvided('workerAppealMachine', 'appealRejection'),
    ),
  },
  actions: {
    rememberDetails: assign((_, params: { details: string }) => ({
      details: params.details.trim(),
    })),
    rememberStatement: assign((_, params: { statement: string }) => ({
      statement: params.statement.trim(),
    })),
    forgetTexts: assign({ details: null, statement: null, error: null }),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error) })),
    announce,
  },
  guards: {
    isSendableDetails: (_, params: { details: string }) => isSendableDetails(params.details),
    isSendableStatement: (_, params: { statement: string }) =>
      isSendableStatement(params.statement),
  },
}).createMachine({
  id: 'workerAppeal',
  description:
    "The worker's answer to a review (docs/money.md#the-submission-lifecycle): new details after a request for changes, or an appeal of a rejection; one move, sent once, retried on failure.",
  context: ({ input }) => ({
    submissionId: input.submissionId,
    details: null,
    statement: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Waiting for the worker to send new details (changes requested) or an appeal (rejected).',
      on: {
        RESUBMIT: {
          guard: { type: 'isSendableDetails', params: ({ event }) => event },
          target: 'resubmitting',
          actions: { type: 'rememberDetails', params: ({ event }) => event },
        },
        APPEAL: {
          guard: { type: 'isSendableStatement', params: ({ event }) => event },
          target: 'appealing',
          actions: { type: 'rememberStatement', params: ({ event }) => event },
        },
      },
    },
    resubmitting: {
      description: 'Sending the new details; every move waits.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendResubmission',
        src: 'resubmitWork',
        input: ({ context }) => ({
          id: context.submissionId,
          submission_details: sent(context.details, 'details'),
        }),
        onDone: 'resubmitted',
        onError: {
          target: 'resubmitFailed',
          actions: { type: 'keepError', params: ({ event }) => event },
        },
      },
    },
    appealing: {
      description: 'Sending the appeal; every move waits.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendAppeal',
        src: 'appealRejection',
        input: ({ context }) => ({
          id: context.submissionId,
          statement: sent(context.statement, 'statement'),
        }),
        onDone: 'appealed',
        onError: {
          target: 'appealFailed',
          actions: { type: 'keepError', params: ({ event }) => event },
        },
      },
    },
    resubmitFailed: {
      description: 'Error, Failed to send the changes. RETRY sends the same details.',
      tags: ['failed'],
      entry: {
        type: 'announce',
        params: { variant: 'error', title: 'Error', text: COPY.resubmitFailed },
      },
      on: {
        RETRY: 'resubmitting',
        DISMISS: { target: 'idle', actions: 'forgetTexts' },
      },
    },
    appealFailed: {
      description: 'Error, Failed to send the appeal. RETRY sends the same statement.',
      tags: ['failed'],
      entry: {
        type: 'announce',
        params: { variant: 'error', title: 'Error', text: COPY.appealFailed },
      },
      on: {
        RETRY: 'appealing',
        DISMISS: { target: 'idle', actions: 'forgetTexts' },
      },
    },
    resubmitted: {
      description: 'The submission is pending again; the buyer reviews the new details.',
      type: 'final',
      entry: { type: 'announce', params: { variant: 'success', text: COPY.resubmitted } },
    },
    appealed: {
      description: 'The submission is appealed; the buyer is told and must answer in time.',
      type: 'final',
      entry: { type: 'announce', params: { variant: 'success', text: COPY.appealed } },
    },
  },
});

export type WorkerAppealSnapshot = SnapshotFrom<typeof workerAppealMachine>;
export type WorkerAppealActorRef = ActorRefFrom<typeof workerAppealMachine>;
