/**
 * Provides the auth actor to the app. Without an `actor` prop it loads the app's one actor
 * (and Firebase with it) once something asks for it (RequestAuthActorContext: the screens
 * that use it, and the public session for a returning person), never before the page has
 * loaded: a visitor reading the landing page does not need it. Whenever the person the provider
 * reports is not the one whose data the page holds (they signed out, here or in another tab, or
 * another person took their place), the API cache and the reads sent early are emptied, so the next
 * person sees none of their data; the modules that hold them are imported only then, as they are
 * not part of the first bundle. Goes inside the Redux Provider and the rendered page's context.
 */
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';

import { isDashboardPath } from '@contract/dashboardRoot';
import { whenPageLoaded } from '@app/hooks/usePageLoaded';
import { useServerRenderedPage } from '@app/session/serverRenderedPage';
import { holdUntilScreenData, whenScreenDataShown } from '@app/session/afterScreenData';
import { readRememberedSession, usableRememberedSession } from '@app/session/rememberedSession';
import { useAppDispatch } from '@app/store/hooks';
import {
  AuthActorContext,
  RequestAuthActorContext,
  SendAuthCommandContext,
} from './authActorContext';
import type { AuthCommand } from './machines/authMachine';
import type { AuthActorRef } from './machines/authSelectors';

interface AuthProviderProps {
  children: ReactNode;
  /** A ready actor (tests, or a caller that made its own). */
  actor?: AuthActorRef;
}

function useLoadedAuthActor(given: AuthActorRef | undefined): {
  actor: AuthActorRef | undefined;
  request: () => void;
} {
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState<AuthActorRef | undefined>(undefined);
  useEffect(() => {
    if (given || !requested) return undefined;
    let cancelled = false;
    // After the page's load event, so Firebase never competes with what the visitor sees first,
    // and on a dashboard that a remembered session can fetch for, after its data too.
    if (isDashboardPath(window.location.pathname) && usableRememberedSession())
      holdUntilScreenData();
    whenPageLoaded()
      .then(whenScreenDataShown)
      .then(() => import('./authActor'))
      .then(
        ({ getAuthActor }) => {
          if (!cancelled) startTransition(() => setLoaded(getAuthActor()));
        },
        (error: unknown) => console.error(error),
      );
    return () => {
      cancelled = true;
    };
  }, [given, requested]);
  const request = useCallback(() => setRequested(true), []);
  return { actor: given ?? loaded, request };
}

/**
 * Sends commands to the actor once it has loaded and left its first state (the provider has said
 * who is signed in): a Logout pressed on a returning person's avatar, rendered from the remembered
 * session before Firebase has loaded, signs them out when it has rather than being dropped.
 */
function useQueuedSend(
  actor: AuthActorRef | undefined,
  request: () => void,
): (command: AuthCommand) => void {
  const queued = useRef<AuthCommand[]>([]);
  useEffect(() => {
    if (!actor) return undefined;
    const flush = () => {
      if (actor.getSnapshot().matches('loading')) return;
      for (const command of queued.current.splice(0)) actor.send(command);
    };
    flush();
    const subscription = actor.subscribe(flush);
    return () => subscription.unsubscribe();
  }, [actor]);
  return useCallback(
    (command: AuthCommand) => {
      if (actor && !actor.getSnapshot().matches('loading') && queued.current.length === 0) {
        actor.send(command);
        return;
      }
      queued.current.push(command);
      request();
    },
    [actor, request],
  );
}

/**
 * Whose data the page holds: before the provider has said anything, the person a page rendered on
 * the server was rendered for, or the one whose remembered token the first reads went out with.
 */
function usePersonHeldAtStart(): string | undefined {
  const rendered = useServerRenderedPage();
  const [held] = useState(() => rendered?.identity.uid ?? readRememberedSession()?.identity.uid);
  return held;
}

function useCacheResetOnPersonChange(actor: AuthActorRef | undefined): void {
  const dispatch = useAppDispatch();
  const heldAtStart = usePersonHeldAtStart();
  useEffect(() => {
    if (!actor) return undefined;
    let heldFor = heldAtStart;
    const follow = (snapshot: SnapshotFrom<AuthActorRef>) => {
      // The provider has not said who is signed in yet.
      if (snapshot.matches('loading')) return;
      const uid = snapshot.context.identity?.uid;
      if (heldFor !== undefined && uid !== heldFor) {
        void import('@app/store/api').then(({ api }) => {
          dispatch(api.util.resetApiState());
        });
      }
      heldFor = uid;
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor, dispatch, heldAtStart]);
}

export function AuthProvider({ children, actor }: AuthProviderProps) {
  const { actor: current, request } = useLoadedAuthActor(actor);
  const send = useQueuedSend(current, request);
  useCacheResetOnPersonChange(current);
  return (
    <RequestAuthActorContext.Provider value={request}>
      <SendAuthCommandContext.Provider value={send}>
        <AuthActorContext.Provider value={current}>{children}</AuthActorContext.Provider>
      </SendAuthCommandContext.Provider>
    </RequestAuthActorContext.Provider>
  );
}
