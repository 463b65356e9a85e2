/**
 * The worker appeal machine's real effects: new details and appeals go out through the API's
 * `resubmitWork` and `appealRejection` mutations, whose tags refresh My Submissions. A refusal
 * keeps the server's reason ("The time to appeal this rejection has passed.").
 */
import { fromPromise } from 'xstate';

import type { Submission } from '@contract/schemas/submissions';
import { COMMON_COPY } from '@contract/copy/common';
import { withServerMessage } from '@app/machineKit/effects';
import type { AppDispatch } from '@app/store/store';
import { submissionsApi } from '../api/submissionsApi';
import type { Appeal, Resubmission } from './workerAppealMachine';

export function workerAppealActors(dispatch: AppDispatch) {
  return {
    resubmitWork: fromPromise<Submission, Resubmission>(({ input }) =>
      withServerMessage(
        dispatch(submissionsApi.endpoints.resubmitWork.initiate(input, { track: false })).unwrap(),
        COMMON_COPY.requestFailed,
      ),
    ),
    appealRejection: fromPromise<Submission, Appeal>(({ input }) =>
      withServerMessage(
        dispatch(
          submissionsApi.endpoints.appealRejection.initiate(input, { track: false }),
        ).unwrap(),
        COMMON_COPY.requestFailed,
      ),
    ),
  };
}
