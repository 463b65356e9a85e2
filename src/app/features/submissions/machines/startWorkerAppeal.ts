/**
 * One submission's worker appeal actor, with its real effects and recorded for the Machine Lab.
 * This module loads once My Submissions has been rendered with its data, so XState is not in
 * the screen's first code (docs/performance.md#dashboards).
 */
import { createActor } from 'xstate';

import { recordMachine } from '@app/machineKit/recording/recorder';
import type { AppDispatch } from '@app/store/store';
import { workerAppealActors } from './workerAppealActors';
import { type WorkerAppealActorRef, workerAppealMachine } from './workerAppealMachine';

export function startWorkerAppeal(
  dispatch: AppDispatch,
  submissionId: string,
): WorkerAppealActorRef {
  return createActor(workerAppealMachine.provide({ actors: workerAppealActors(dispatch) }), {
    input: { submissionId },
    inspect: recordMachine,
  }).start();
}
