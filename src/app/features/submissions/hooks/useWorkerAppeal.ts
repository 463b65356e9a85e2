/**
 * One submission's worker appeal actor (new details after a request for changes, or an appeal of
 * a rejection), with its real effects. XState is not in My Submissions' first code
 * (docs/performance.md#dashboards): the actor's module loads once the screen has been rendered with
 * its data, and a move made before it has arrived waits for it, shown as sending.
 */
import { WORKER_REVIEW_COPY as COPY } from '@contract/copy/submissions';
import { notifyError } from '@app/components/notify';
import { useLazyActor } from '@app/machineKit/useLazyActor';
import type { WorkerAppealEvent, WorkerAppealSnapshot } from '../machines/workerAppealMachine';

export type WorkerMove = 'resubmit' | 'appeal';

export interface WorkerAppeal {
  /** The move being sent, for the button that shows the progress; every button waits. */
  sending: WorkerMove | null;
  /** Why the last move failed (its alert's text), until it is retried or dismissed. */
  failure: string | null;
  /** The server's reason for that failure. */
  reason: string | null;
  /** The move was accepted: the row waits for the list to show the new status. */
  done: boolean;
  canMove: boolean;
  /** Sends new details; blank ones are not sent. */
  resubmit: (details: string) => void;
  /** Appeals with a statement; one the contract refuses is not sent. */
  appeal: (statement: string) => void;
  retry: () => void;
  dismiss: () => void;
}

const loadAppealStart = () =>
  import(/* webpackChunkName: "worker-appeal" */ '../machines/startWorkerAppeal').then(
    (module) => module.startWorkerAppeal,
  );

const FAILED: Readonly<Record<WorkerMove, string>> = {
  resubmit: COPY.resubmitFailed,
  appeal: COPY.appealFailed,
};

function moveOf(event: WorkerAppealEvent): WorkerMove | null {
  if (event.type === 'RESUBMIT') return 'resubmit';
  if (event.type === 'APPEAL') return 'appeal';
  return null;
}

function sendingOf(snapshot: WorkerAppealSnapshot | null): WorkerMove | null {
  if (snapshot?.matches('resubmitting')) return 'resubmit';
  if (snapshot?.matches('appealing')) return 'appeal';
  return null;
}

function failureOf(snapshot: WorkerAppealSnapshot | null): string | null {
  if (snapshot?.matches('resubmitFailed')) return FAILED.resubmit;
  if (snapshot?.matches('appealFailed')) return FAILED.appeal;
  return null;
}

export function useWorkerAppeal(submissionId: string): WorkerAppeal {
  const { snapshot, waiting, send } = useLazyActor<WorkerAppealEvent, WorkerAppealSnapshot>(
    submissionId,
    loadAppealStart,
    {
      // The machine takes one move before anything else.
      canWait: (event) => moveOf(event) !== null,
      // Nothing was sent: the worker can make the move again, which loads the module again.
      onLoadFailed: (event) => {
        const move = event && moveOf(event);
        if (move) notifyError(FAILED[move], 'Error');
      },
    },
  );

  const failure = failureOf(snapshot);
  const sending = (waiting && moveOf(waiting)) ?? sendingOf(snapshot);
  const done = snapshot?.status === 'done';
  return {
    sending,
    failure,
    reason: failure === null ? null : (snapshot?.context.error ?? null),
    done,
    canMove: sending === null && failure === null && !done,
    resubmit: (details) => send({ type: 'RESUBMIT', details }),
    appeal: (statement) => send({ type: 'APPEAL', statement }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
