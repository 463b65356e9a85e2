import { createContext } from 'react';

import type { AuthActorRef } from './machines/authSelectors';

/** Undefined until the auth actor has been loaded. */
export const AuthActorContext = createContext<AuthActorRef | undefined>(undefined);

/** Asks AuthProvider for the auth actor, which loads (after the page) on the first request. */
export const RequestAuthActorContext = createContext<() => void>(() => undefined);
