/**
 * The review machine's real effect: the decision (a rejection with its reason and comment, a
 * request for changes with its note) goes out through the API's `reviewSubmission` mutation, whose tags refresh the lists and the coins.
 */
import { fromPromise } from 'xstate';

import type { AppDispatch } from '@app/store/store';
import { submissionsApi } from '../api/submissionsApi';
import type { ReviewDecision } from './submissionReviewMachine';

export function submissionReviewActors(dispatch: AppDispatch) {
  return {
    sendDecision: fromPromise<unknown, ReviewDecision>(({ input }) =>
      dispatch(submissionsApi.endpoints.reviewSubmission.initiate(input)).unwrap(),
    ),
  };
}
