/**
 * The auth state and commands for screens (docs/product.md#authentication). The actor is read
 * with React's own useSyncExternalStore rather than @xstate/react, so the screens that only read
 * it (the dashboard's frame) can render before xstate and Firebase have arrived.
 */
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { shallowEqual } from 'react-redux';

import {
  AuthActorContext,
  RequestAuthActorContext,
  SendAuthCommandContext,
} from '../authActorContext';
import type { AuthCommand } from '../machines/authMachine';
import { type AuthActorRef, type AuthFlowState, selectAuthFlow } from '../machines/authSelectors';

/** The auth actor, asked for on the first screen that uses it; undefined while it loads. */
function useAuthActor(): AuthActorRef | undefined {
  const request = useContext(RequestAuthActorContext);
  useEffect(request, [request]);
  return useContext(AuthActorContext);
}

export function useAuthFlow(): AuthFlowState {
  const actor = useAuthActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  // The same object while nothing the screens read has changed, as useSyncExternalStore needs.
  const last = useRef<AuthFlowState | undefined>(undefined);
  const read = useCallback(() => {
    const next = selectAuthFlow(actor?.getSnapshot());
    if (!last.current || !shallowEqual(last.current, next)) last.current = next;
    return last.current;
  }, [actor]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Commands sent before the actor has loaded and reported wait for it (AuthProvider). */
export function useAuthSend(): (command: AuthCommand) => void {
  useAuthActor();
  return useContext(SendAuthCommandContext);
}
