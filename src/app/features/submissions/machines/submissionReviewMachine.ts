/**
 * A buyer's decision on one pending submission (docs/product.md#reviewing-submissions): accept
 * sends `approved`, reject sends `reject`, each exactly once. While a decision travels every other
 * ACCEPT or REJECT is ignored, so a double click can never send two. A failure says so
 * (docs/product.md#error-texts) and can be retried, or dismissed to decide again. The request is
 * the named actor `sendDecision`, provided at run time; the outcomes are announced as alerts.
 */
import { fromPromise, setup, type SnapshotFrom } from 'xstate';

import type { ReviewAction } from '@contract/entities';
import { ALERTS, SUCCESS_MESSAGES } from '@contract/messages';
import { announce, notProvided } from '@app/machineKit';

export interface SubmissionReviewInput {
  submissionId: string;
}

export interface ReviewDecision {
  id: string;
  action: ReviewAction;
}

export type SubmissionReviewEvent =
  { type: 'ACCEPT' } | { type: 'REJECT' } | { type: 'RETRY' } | { type: 'DISMISS' };

export const submissionReviewMachine = setup({
  types: {
    context: {} as SubmissionReviewInput,
    input: {} as SubmissionReviewInput,
    events: {} as SubmissionReviewEvent,
  },
  actors: {
    sendDecision: fromPromise<unknown, ReviewDecision>(async () =>
      notProvided('submissionReviewMachine', 'sendDecision'),
    ),
  },
  actions: { announce },
}).createMachine({
  id: 'submissionReview',
  description:
    'Accepting or rejecting one pending submission (docs/product.md#reviewing-submissions): one decision, sent once, retried on failure.',
  context: ({ input }) => ({ submissionId: input.submissionId }),
  initial: 'pending',
  states: {
    pending: {
      description: 'Waiting for the buyer to accept or reject.',
      on: { ACCEPT: 'approving', REJECT: 'rejecting' },
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
      description: 'Sending `reject`; the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'sendRejection',
        src: 'sendDecision',
        input: ({ context }) => ({ id: context.submissionId, action: 'reject' as const }),
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
      description: 'docs/product.md#error-texts: Error, Failed to reject the submission.',
      tags: ['failed'],
      entry: { type: 'announce', params: { variant: 'error', ...ALERTS.rejectFailed } },
      on: { RETRY: 'rejecting', DISMISS: 'pending' },
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
      description: 'The slot went back to the task; the worker is notified by the server.',
      type: 'final',
      entry: {
        type: 'announce',
        params: { variant: 'success', text: SUCCESS_MESSAGES.submissionRejected },
      },
    },
  },
});

export type SubmissionReviewSnapshot = SnapshotFrom<typeof submissionReviewMachine>;
