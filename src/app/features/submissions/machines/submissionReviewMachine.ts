/**
 * A buyer's decision on one pending submission (docs/product.md#reviewing-submissions): accept
 * sends `approved`, reject sends `reject` with its reason and comment, request changes sends
 * `request_changes` with its note (docs/money.md#the-submission-lifecycle), each exactly once. A
 * rejection without a reason or with too short a comment, and a note too short or too long, are
 * refused here as the server would refuse them. While a decision travels every other ACCEPT,
 * REJECT or REQUEST_CHANGES is ignored, so a double click can never send two. A failure says so
 * (docs/product.md#error-texts) and can be retried with the same decision, or dismissed to decide
 * again. The request is the named actor `sendDecision`, provided at run time; the outcomes
 * are announced as alerts.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

import type { ReviewAction } from '@contract/entities';
import { REQUEST_CHANGES_COPY } from '@contract/copy/submissions';
import { ALERTS, SUCCESS_MESSAGES } from '@contract/messages';
import {
  type RejectionReason,
  REVIEW_VALIDATION_MESSAGES,
  validateRejectionComment,
  validateRejectionReason,
  validateReviewText,
} from '@contract/review';
import { announce, notProvided } from '@app/machineKit';

export interface SubmissionReviewInput {
  submissionId: string;
}

/** Why the buyer rejects the work: one of the reasons, and what was wrong. */
export interface Rejection {
  reason: RejectionReason;
  comment: string;
}

/** What the buyer asks the worker to change. */
export interface ChangesRequest {
  note: string;
}

export interface SubmissionReviewContext extends SubmissionReviewInput {
  /** The rejection being sent, or last sent; null until the buyer rejects. */
  rejection: Rejection | null;
  /** The note asking for changes being sent, or last sent; null until the buyer asks. */
  changesNote: string | null;
}

export interface ReviewDecision {
  id: string;
  action: ReviewAction;
  /** With `reject` only. */
  reason?: RejectionReason;
  comment?: string;
  /** With `request_changes` only. */
  note?: string;
}

export type SubmissionReviewEvent =
  | { type: 'ACCEPT' }
  | ({ type: 'REJECT' } & Rejection)
  | ({ type: 'REQUEST_CHANGES' } & ChangesRequest)
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/** The rejection the server accepts: a reason of the list and a long enough comment. */
export function isCompleteRejection({ reason, comment }: Rejection): boolean {
  return (
    validateRejectionReason(reason) === undefined && validateRejectionComment(comment) === undefined
  );
}

/** The request for changes the server accepts: a note long enough to say what to change. */
export function isCompleteChangesRequest({ note }: ChangesRequest): boolean {
  return validateReviewText(note, REVIEW_VALIDATION_MESSAGES.noteTooShort) === undefined;
}

function sentRejection(context: SubmissionReviewContext): Rejection {
  if (!context.rejection) throw new Error('submissionReviewMachine: no rejection to send.');
  return context.rejection;
}

function sentChangesNote(context: SubmissionReviewContext): string {
  if (context.changesNote === null)
    throw new Error('submissionReviewMachine: no request for changes to send.');
  return context.changesNote;
}

export const submissionReviewMachine = setup({
  types: {
    context: {} as SubmissionReviewContext,
    input: {} as SubmissionReviewInput,
    events: {} as SubmissionReviewEvent,
  },
  actors: {
    sendDecision: fromPromise<unknown, ReviewDecision>(async () =>
      notProvided('submissionReviewMachine', 'sendDecision'),
    ),
  },
  actions: {
    rememberRejection: assign((_, params: Rejection) => ({
      rejection: { reason: params.reason, comment: params.comment },
    })),
    forgetRejection: assign({ rejection: null }),
    rememberChangesNote: assign((_, params: ChangesRequest) => ({ changesNote: params.note })),
    forgetChangesNote: assign({ changesNote: null }),
    announce,
  },
  guards: {
    isCompleteRejection: (_, params: Rejection) => isCompleteRejection(params),
    isCompleteChangesRequest: (_, params: ChangesRequest) => isCompleteChangesRequest(params),
  },
}).createMachine({
  id: 'submissionReview',
  description:
    'Accepting, rejecting (with a reason and a comment) or asking for changes (with a note) to one pending submission (docs/product.md#reviewing-submissions): one decision, sent once, retried on failure.',
  context: ({ input }) => ({
    submissionId: input.submissionId,
    rejection: null,
    changesNote: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      description:
        'Waiting for the buyer to accept, to reject with a reason and a comment, or to ask for changes with a note.',
      on: {
        ACCEPT: 'approving',
        REJECT: {
          guard: { type: 'isCompleteRejection', params: ({ event }) => event },
          target: 'rejecting',
          actions: { type: 'rememberRejection', params: ({ event }) => event },
        },
        REQUEST_CHANGES: {
          guard: { type: 'isCompleteChangesRequest', params: ({ event }) => event },
          target: 'requestingChanges',
          actions: { type: 'rememberChangesNote', params: ({ event }) => event },
        },
      },
    },
    approving: {
      description: 'Sending `approved`; the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'sendApproval',
        src: 'sendDecision',
        input: ({ context }) => ({ id: context.submissionId, action: 'approved' as const }),
        onDone: 'approved',
        onError: 'approveFailed',
      },
    },
    rejecting: {
      description: 'Sending `reject` with the reason and the comment; the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'sendRejection',
        src: 'sendDecision',
        input: ({ context }) => ({
          id: context.submissionId,
          action: 'reject' as const,
          ...sentRejection(context),
        }),
        onDone: 'rejected',
        onError: 'rejectFailed',
      },
    },
    requestingChanges: {
      description: 'Sending `request_changes` with the note; the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'sendChangesRequest',
        src: 'sendDecision',
        input: ({ context }) => ({
          id: context.submissionId,
          action: 'request_changes' as const,
          note: sentChangesNote(context),
        }),
        onDone: 'changesRequested',
        onError: 'requestChangesFailed',
      },
    },
    approveFailed: {
      description: 'docs/product.md#error-texts: Error, Failed to approve the submission.',
      tags: ['failed'],
      entry: { type: 'announce', params: { variant: 'error', ...ALERTS.approveFailed } },
      on: { RETRY: 'approving', DISMISS: 'pending' },
    },
    rejectFailed: {
      description:
        'docs/product.md#error-texts: Error, Failed to reject the submission. RETRY sends the same reason and comment.',
      tags: ['failed'],
      entry: { type: 'announce', params: { variant: 'error', ...ALERTS.rejectFailed } },
      on: {
        RETRY: 'rejecting',
        DISMISS: { target: 'pending', actions: 'forgetRejection' },
      },
    },
    requestChangesFailed: {
      description: 'Error, Failed to request changes. RETRY sends the same note.',
      tags: ['failed'],
      entry: {
        type: 'announce',
        params: { variant: 'error', title: 'Error', text: REQUEST_CHANGES_COPY.failed },
      },
      on: {
        RETRY: 'requestingChanges',
        DISMISS: { target: 'pending', actions: 'forgetChangesNote' },
      },
    },
    approved: {
      description: 'The worker is paid and notified by the server.',
      type: 'final',
      entry: {
        type: 'announce',
        params: { variant: 'success', text: SUCCESS_MESSAGES.submissionApproved },
      },
    },
    rejected: {
      description:
        'The slot went back to the task; the worker is notified by the server with the reason.',
      type: 'final',
      entry: {
        type: 'announce',
        params: { variant: 'success', text: SUCCESS_MESSAGES.submissionRejected },
      },
    },
    changesRequested: {
      description:
        "The submission waits for the worker's new details and left the pending list; the worker is notified by the server with the note.",
      type: 'final',
      entry: {
        type: 'announce',
        params: { variant: 'success', text: REQUEST_CHANGES_COPY.sent },
      },
    },
  },
});

export type SubmissionReviewSnapshot = SnapshotFrom<typeof submissionReviewMachine>;
