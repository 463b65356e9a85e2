/**
 * A buyer's decision on one pending submission (docs/product.md#reviewing-submissions): accept
 * sends `approved`, reject sends `reject` with its reason and comment
 * (docs/money.md#the-submission-lifecycle), each exactly once. A rejection without a reason or
 * with too short a comment is refused here as the server would refuse it. While a decision
 * travels every other ACCEPT or REJECT is ignored, so a double click can never send two. A failure
 * says so (docs/product.md#error-texts) and can be retried with the same decision, or dismissed to
 * decide again. The request is the named actor `sendDecision`, provided at run time; the outcomes
 * are announced as alerts.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

import type { ReviewAction } from '@contract/entities';
import { ALERTS, SUCCESS_MESSAGES } from '@contract/messages';
import {
  type RejectionReason,
  validateRejectionComment,
  validateRejectionReason,
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

export interface SubmissionReviewContext extends SubmissionReviewInput {
  /** The rejection being sent, or last sent; null until the buyer rejects. */
  rejection: Rejection | null;
}

export interface ReviewDecision {
  id: string;
  action: ReviewAction;
  /** With `reject` only. */
  reason?: RejectionReason;
  comment?: string;
}

export type SubmissionReviewEvent =
  { type: 'ACCEPT' } | ({ type: 'REJECT' } & Rejection) | { type: 'RETRY' } | { type: 'DISMISS' };

/** The rejection the server accepts: a reason of the list and a long enough comment. */
export function isCompleteRejection({ reason, comment }: Rejection): boolean {
  return (
    validateRejectionReason(reason) === undefined && validateRejectionComment(comment) === undefined
  );
}

function sentRejection(context: SubmissionReviewContext): Rejection {
  if (!context.rejection) throw new Error('submissionReviewMachine: no rejection to send.');
  return context.rejection;
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
    announce,
  },
  guards: {
    isCompleteRejection: (_, params: Rejection) => isCompleteRejection(params),
  },
}).createMachine({
  id: 'submissionReview',
  description:
    'Accepting or rejecting (with a reason and a comment) one pending submission (docs/product.md#reviewing-submissions): one decision, sent once, retried on failure.',
  context: ({ input }) => ({ submissionId: input.submissionId, rejection: null }),
  initial: 'pending',
  states: {
    pending: {
      description: 'Waiting for the buyer to accept, or to reject with a reason and a comment.',
      on: {
        ACCEPT: 'approving',
        REJECT: {
          guard: { type: 'isCompleteRejection', params: ({ event }) => event },
          target: 'rejecting',
          actions: { type: 'rememberRejection', params: ({ event }) => event },
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
  },
});

export type SubmissionReviewSnapshot = SnapshotFrom<typeof submissionReviewMachine>;
