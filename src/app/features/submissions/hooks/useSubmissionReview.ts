/**
 * One submission's review actor, with its real effect: the decision (a rejection with its reason
 * and comment, a request for changes with its note) goes out through the API's `reviewSubmission`
 * mutation.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';

import { REQUEST_CHANGES_COPY } from '@contract/copy/submissions';
import type { ReviewAction } from '@contract/entities';
import { ALERTS } from '@contract/messages';
import type { RejectionReason } from '@contract/review';
import { recordMachine } from '@app/machineKit/recording/recorder';
import { useAppDispatch } from '@app/store/hooks';
import { submissionReviewActors } from '../machines/submissionReviewActors';
import {
  submissionReviewMachine,
  type SubmissionReviewSnapshot,
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

function sendingOf(snapshot: SubmissionReviewSnapshot): ReviewAction | null {
  if (snapshot.matches('approving')) return 'approved';
  if (snapshot.matches('rejecting')) return 'reject';
  if (snapshot.matches('requestingChanges')) return 'request_changes';
  return null;
}

function failureOf(snapshot: SubmissionReviewSnapshot): string | null {
  if (snapshot.matches('approveFailed')) return ALERTS.approveFailed.text;
  if (snapshot.matches('rejectFailed')) return ALERTS.rejectFailed.text;
  if (snapshot.matches('requestChangesFailed')) return REQUEST_CHANGES_COPY.failed;
  return null;
}

export function useSubmissionReview(submissionId: string): SubmissionReview {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () => submissionReviewMachine.provide({ actors: submissionReviewActors(dispatch) }),
    [dispatch],
  );
  const [snapshot, send] = useMachine(machine, { input: { submissionId }, inspect: recordMachine });
  return {
    busy: snapshot.hasTag('busy'),
    sending: sendingOf(snapshot),
    failure: failureOf(snapshot),
    canDecide: snapshot.matches('pending'),
    accept: () => send({ type: 'ACCEPT' }),
    reject: (reason, comment) => send({ type: 'REJECT', reason, comment }),
    requestChanges: (note) => send({ type: 'REQUEST_CHANGES', note }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
