import { createContext } from 'react';

import type { AuthCommand } from './machines/authMachine';
import type { AuthActorRef } from './machines/authSelectors';

/** Undefined until the auth actor has been loaded. */
export const AuthActorContext = createContext<AuthActorRef | undefined>(undefined);

/** Asks AuthProvider for the auth actor, which loads (after the page) on the first request. */
export const RequestAuthActorContext = createContext<() => void>(() => undefined);

/**
 * Sends a command to the auth actor; one sent before the actor has loaded and reported who is
 * signed in (a returning person's avatar shows before that) waits for it instead of being lost.
 */
export const SendAuthCommandContext = createContext<(command: AuthCommand) => void>(
  () => undefined,
);
