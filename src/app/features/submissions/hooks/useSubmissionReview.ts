/**
 * One submission's review actor, with its real effect: the decision (a rejection with its reason
 * and comment, a request for changes with its note) goes out through the API's `reviewSubmission`
 * mutation. XState is not in Buyer Home's first code (docs/performance.md#dashboards): the
 * actor's module loads once the screen has been rendered with its data, and a decision made
 * before it has arrived waits for it, shown as sending.
 */
import { REQUEST_CHANGES_COPY } from '@contract/copy/submissions';
import type { ReviewAction } from '@contract/entities';
import { ALERTS } from '@contract/messages';
import type { RejectionReason } from '@contract/review';
import { notifyError } from '@app/components/notify';
import { useLazyActor } from '@app/machineKit/useLazyActor';
import type {
  SubmissionReviewEvent,
  SubmissionReviewSnapshot,
} from '../machines/submissionReviewMachine';

export interface SubmissionReview {
  /** A decision is on its way: every button waits. */
  busy: boolean;
  /** The decision being sent, for the button that shows the progress. */
  sending: ReviewAction | null;
  /**
   * Why the last decision failed (docs/product.md#error-texts), until it is retried or dismissed.
   */
  failure: string | null;
  canDecide: boolean;
  accept: () => void;
  /** Rejects with a reason and a comment; an incomplete rejection is not sent. */
  reject: (reason: RejectionReason, comment: string) => void;
  /** Asks the worker for changes with a note; too short or too long a note is not sent. */
  requestChanges: (note: string) => void;
  retry: () => void;
  dismiss: () => void;
}

const loadReviewStart = () =>
  import(/* webpackChunkName: "submission-review" */ '../machines/startSubmissionReview').then(
    (module) => module.startSubmissionReview,
  );

const FAILED: Readonly<Record<ReviewAction, string>> = {
  approved: ALERTS.approveFailed.text,
  reject: ALERTS.rejectFailed.text,
  request_changes: REQUEST_CHANGES_COPY.failed,
};

function decisionOf(event: SubmissionReviewEvent): ReviewAction | null {
  if (event.type === 'ACCEPT') return 'approved';
  if (event.type === 'REJECT') return 'reject';
  if (event.type === 'REQUEST_CHANGES') return 'request_changes';
  return null;
}

function sendingOf(snapshot: SubmissionReviewSnapshot | null): ReviewAction | null {
  if (snapshot?.matches('approving')) return 'approved';
  if (snapshot?.matches('rejecting')) return 'reject';
  if (snapshot?.matches('requestingChanges')) return 'request_changes';
  return null;
}

function failureOf(snapshot: SubmissionReviewSnapshot | null): string | null {
  if (snapshot?.matches('approveFailed')) return FAILED.approved;
  if (snapshot?.matches('rejectFailed')) return FAILED.reject;
  if (snapshot?.matches('requestChangesFailed')) return FAILED.request_changes;
  return null;
}

export function useSubmissionReview(submissionId: string): SubmissionReview {
  const { snapshot, waiting, send } = useLazyActor<SubmissionReviewEvent, SubmissionReviewSnapshot>(
    submissionId,
    loadReviewStart,
    {
      // The machine starts pending: only a decision can wait for it.
      canWait: (event) => decisionOf(event) !== null,
      // Nothing was sent: the buyer can decide again, which loads the module again.
      onLoadFailed: (event) => {
        const decision = event && decisionOf(event);
        if (decision) notifyError(FAILED[decision], 'Error');
      },
    },
  );
  const waitingDecision = waiting && decisionOf(waiting);
  return {
    busy: waitingDecision !== null || (snapshot?.hasTag('busy') ?? false),
    sending: waitingDecision ?? sendingOf(snapshot),
    failure: failureOf(snapshot),
    canDecide: waitingDecision === null && (snapshot?.matches('pending') ?? true),
    accept: () => send({ type: 'ACCEPT' }),
    reject: (reason, comment) => send({ type: 'REJECT', reason, comment }),
    requestChanges: (note) => send({ type: 'REQUEST_CHANGES', note }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
