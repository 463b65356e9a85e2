/** The auth state and commands for screens (docs/product.md#authentication). */
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect } from 'react';

import { AuthActorContext, RequestAuthActorContext } from '../authActorContext';
import type { AuthCommand } from '../machines/authMachine';
import { type AuthActorRef, type AuthFlowState, selectAuthFlow } from '../machines/authSelectors';

/** The auth actor, asked for on the first screen that uses it; undefined while it loads. */
function useAuthActor(): AuthActorRef | undefined {
  const request = useContext(RequestAuthActorContext);
  useEffect(request, [request]);
  return useContext(AuthActorContext);
}

export function useAuthFlow(): AuthFlowState {
  return useSelector(useAuthActor(), selectAuthFlow, shallowEqual);
}

/** Commands sent before the actor has loaded are dropped: the screens show loading then. */
export function useAuthSend(): (command: AuthCommand) => void {
  const actor = useAuthActor();
  return useCallback((command: AuthCommand) => actor?.send(command), [actor]);
}
