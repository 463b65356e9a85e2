/**
 * One submission's review actor, with its real effect and recorded for the Machine Lab. This module
 * loads once Buyer Home has been rendered with its data, so XState is not in the screen's first
 * code (docs/performance.md#dashboards).
 */
import { createActor } from 'xstate';

import { recordMachine } from '@app/machineKit/recording/recorder';
import type { AppDispatch } from '@app/store/store';
import { submissionReviewActors } from './submissionReviewActors';
import { submissionReviewMachine } from './submissionReviewMachine';

export function startSubmissionReview(dispatch: AppDispatch, submissionId: string) {
  return createActor(
    submissionReviewMachine.provide({ actors: submissionReviewActors(dispatch) }),
    {
      input: { submissionId },
      inspect: recordMachine,
    },
  ).start();
}
