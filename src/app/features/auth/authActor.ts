/**
 * The app's one auth actor, with the real Firebase effects. AuthProvider loads this module
 * after the first paint, so Firebase is not in the landing page's first bundle.
 */
import { createActor } from 'xstate';

import { recordMachine } from '@app/machineKit/recording/recorder';
import { setIdTokenGetter } from '@app/store/baseQuery';
import { currentIdToken } from '@app/firebase/firebaseApp';
import { authActors } from './machines/authActors';
import { authMachine } from './machines/authMachine';
import type { AuthActorRef } from './machines/authSelectors';

let authActor: AuthActorRef | undefined;

export function getAuthActor(): AuthActorRef {
  if (!authActor) {
    setIdTokenGetter(currentIdToken);
    authActor = createActor(authMachine.provide({ actors: authActors }), {
      inspect: recordMachine,
    }).start();
  }
  return authActor;
}
