/**
 * Provides the public session (see publicSession.ts). Goes inside AuthProvider; the live
 * part arrives with the auth actor, after the page has loaded.
 */
import { lazy, type ReactNode, Suspense, useContext, useState } from 'react';

import { AuthActorContext } from '../auth/authActorContext';
import {
  type PublicSession,
  PublicSessionContext,
  usePublicSessionBeforeProvider,
} from './publicSession';

const SessionRuntime = lazy(() =>
  import(/* webpackChunkName: "session-runtime" */ './SessionRuntime').then((module) => ({
    default: module.SessionRuntime,
  })),
);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [reported, setReported] = useState<PublicSession | undefined>(undefined);
  const beforeProvider = usePublicSessionBeforeProvider();
  const actor = useContext(AuthActorContext);
  return (
    <PublicSessionContext.Provider value={reported ?? beforeProvider}>
      {children}
      {actor && (
        <Suspense fallback={null}>
          <SessionRuntime onChange={setReported} />
        </Suspense>
      )}
    </PublicSessionContext.Provider>
  );
}
