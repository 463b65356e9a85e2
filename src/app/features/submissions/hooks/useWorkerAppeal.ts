/**
 * One submission's worker appeal actor (new details after a request for changes, or an appeal of
 * a rejection), with its real effects. XState is not in My Submissions' first code
 * (docs/performance.md#dashboards): the actor's module loads once the screen has been drawn with
 * its first data, and a move made before it has arrived waits for it, shown as sending.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { WORKER_REVIEW_COPY as COPY } from '@contract/copy/submissions';
import { notifyError } from '@app/components/notify';
import { whenPageLoaded } from '@app/hooks/usePageLoaded';
import { whenFirstDataShown } from '@app/session/firstData';
import { useAppDispatch } from '@app/store/hooks';
import type {
  WorkerAppealActorRef,
  WorkerAppealEvent,
  WorkerAppealSnapshot,
} from '../machines/workerAppealMachine';

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

const loadActorModule = () =>
  import(/* webpackChunkName: "worker-appeal" */ '../machines/workerAppealActor');

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

interface Loaded {
  submissionId: string;
  actor: WorkerAppealActorRef;
}

export function useWorkerAppeal(submissionId: string): WorkerAppeal {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const actor = loaded?.submissionId === submissionId ? loaded.actor : null;
  // A move made before the actor exists, sent to it as it starts.
  const waiting = useRef<WorkerAppealEvent | null>(null);
  const [waitingMove, setWaitingMove] = useState<WorkerMove | null>(null);
  // Bumped to load the module again after it failed to arrive.
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let started: WorkerAppealActorRef | undefined;
    whenPageLoaded()
      .then(whenFirstDataShown)
      .then(loadActorModule)
      .then(
        ({ startWorkerAppeal }) => {
          if (cancelled) return;
          started = startWorkerAppeal(dispatch, submissionId);
          const move = waiting.current;
          waiting.current = null;
          if (move) started.send(move);
          setLoaded({ submissionId, actor: started });
          setWaitingMove(null);
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error(error);
          const move = waiting.current && moveOf(waiting.current);
          waiting.current = null;
          // Nothing was sent: the worker can make the move again, which loads the module again.
          if (move) notifyError(FAILED[move], 'Error');
          setWaitingMove(null);
          setLoadFailed(true);
        },
      );
    return () => {
      cancelled = true;
      started?.stop();
    };
  }, [dispatch, submissionId, attempt]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);

  const send = (event: WorkerAppealEvent) => {
    if (actor) {
      actor.send(event);
      return;
    }
    const move = moveOf(event);
    // Before the actor exists only a first move can wait for it, as the machine takes only one.
    if (move === null || waiting.current) return;
    waiting.current = event;
    setWaitingMove(move);
    if (loadFailed) {
      setLoadFailed(false);
      setAttempt((current) => current + 1);
    }
  };

  const failure = failureOf(snapshot);
  const sending = waitingMove ?? sendingOf(snapshot);
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
