import { createContext } from 'react';

import type { AuthActorRef } from './machines/authSelectors';

/** Undefined until the auth actor has been loaded. */
export const AuthActorContext = createContext<AuthActorRef | undefined>(undefined);
