/**
 * An actor whose module (XState and the machine) loads once the screen has been rendered with its
 * data, so that neither is in the screen's first code (docs/performance.md#dashboards).
 * A first move made before the actor exists waits for it (the hook says which); if the module
 * fails to arrive, `onLoadFailed` hears of that move and the next move loads it again.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { whenPageLoaded } from '@app/hooks/usePageLoaded';
import { whenScreenDataShown } from '@app/session/afterScreenData';
import { useAppDispatch } from '@app/store/hooks';
import type { AppDispatch } from '@app/store/store';

/** What the hook needs of an XState actor. */
export interface StartedActor<TEvent, TSnapshot> {
  send: (event: TEvent) => void;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
  getSnapshot: () => TSnapshot;
  stop: () => void;
}

export interface LazyActorOptions<TEvent> {
  /** Whether an event may wait for the actor (a first move), rather than be dropped. */
  canWait: (event: TEvent) => boolean;
  /** The module did not arrive while `waiting` waited for it. */
  onLoadFailed: (waiting: TEvent | null) => void;
}

export interface LazyActor<TEvent, TSnapshot> {
  /** The actor's snapshot, or null while its module loads. */
  snapshot: TSnapshot | null;
  /** The move waiting for the actor to start, shown as on its way. */
  waiting: TEvent | null;
  send: (event: TEvent) => void;
}

interface Started<TEvent, TSnapshot> {
  key: string;
  actor: StartedActor<TEvent, TSnapshot>;
}

/** How a module starts its actor with its real effects, for one submission (`key`). */
export type ActorStart<TEvent, TSnapshot> = (
  dispatch: AppDispatch,
  key: string,
) => StartedActor<TEvent, TSnapshot>;

/**
 * `load` (a module-level function) brings the module and answers its start; the actor is started
 * for `key` (a submission's id: a new key, a new actor).
 */
export function useLazyActor<TEvent, TSnapshot>(
  key: string,
  load: () => Promise<ActorStart<TEvent, TSnapshot>>,
  { canWait, onLoadFailed }: LazyActorOptions<TEvent>,
): LazyActor<TEvent, TSnapshot> {
  const dispatch = useAppDispatch();
  const [started, setStarted] = useState<Started<TEvent, TSnapshot> | null>(null);
  const actor = started?.key === key ? started.actor : null;
  const waiting = useRef<TEvent | null>(null);
  const [waitingShown, setWaitingShown] = useState<TEvent | null>(null);
  // Bumped to load the module again after it failed to arrive.
  const [attempt, setAttempt] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const failed = useRef(onLoadFailed);
  useEffect(() => {
    failed.current = onLoadFailed;
  });

  useEffect(() => {
    let cancelled = false;
    let startedActor: StartedActor<TEvent, TSnapshot> | undefined;
    whenPageLoaded()
      .then(whenScreenDataShown)
      .then(load)
      .then(
        (start) => {
          if (cancelled) return;
          const actorRef = start(dispatch, key);
          startedActor = actorRef;
          const move = waiting.current;
          waiting.current = null;
          if (move) actorRef.send(move);
          setStarted({ key, actor: actorRef });
          setWaitingShown(null);
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error(error);
          const move = waiting.current;
          waiting.current = null;
          failed.current(move);
          setWaitingShown(null);
          setLoadFailed(true);
        },
      );
    return () => {
      cancelled = true;
      startedActor?.stop();
    };
  }, [dispatch, key, load, attempt]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // A page rendered on the server (and React's first render of it here) has no actor yet.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );

  const send = (event: TEvent) => {
    if (actor) {
      actor.send(event);
      return;
    }
    // Before the actor exists only one first move can wait for it.
    if (!canWait(event) || waiting.current) return;
    waiting.current = event;
    setWaitingShown(event);
    if (loadFailed) {
      setLoadFailed(false);
      setAttempt((current) => current + 1);
    }
  };

  return { snapshot, waiting: waitingShown, send };
}
