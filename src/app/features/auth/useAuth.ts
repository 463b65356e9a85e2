/** The auth state and commands for screens (spec §4). */
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useContext } from 'react';

import { AuthActorContext } from './authActorContext';
import type { AuthCommand } from './machines/authMachine';
import { type AuthState, selectAuthState } from './machines/authSelectors';

export function useAuthState(): AuthState {
  return useSelector(useContext(AuthActorContext), selectAuthState, shallowEqual);
}

/** Commands sent before the actor has loaded are dropped: the screens show loading then. */
export function useAuthSend(): (command: AuthCommand) => void {
  const actor = useContext(AuthActorContext);
  return useCallback((command: AuthCommand) => actor?.send(command), [actor]);
}
