/**
 * Provides the root's current user (see @app/session/currentUser). Goes inside AuthProvider; the
 * live part arrives with the auth actor. Only a returning person (the hint) needs the identity
 * provider on the public pages, so only then does the session ask for it; for a visitor it
 * loads when a screen needs it (sign-in, registration, the dashboard). A returning person whose
 * session the browser remembers with a usable token (@app/session/rememberedSession) is shown as
 * signed in at once (the header's avatar and coins), without waiting for the provider to load.
 */
import { lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react';

import { useBrowserValue } from '@app/hooks/useHydrated';
import { AuthActorContext, RequestAuthActorContext } from '@app/features/auth/authActorContext';
import {
  type CurrentUser,
  CurrentUserContext,
  readSignedInHint,
  subscribeToSignedInHint,
} from '@app/session/currentUser';
import { useServerRenderedPage } from '@app/session/serverRenderedPage';
import { usableRememberedSession } from '@app/session/rememberedSession';

const SessionRuntime = lazy(() =>
  import(/* webpackChunkName: "session-runtime" */ './SessionRuntime').then((module) => ({
    default: module.SessionRuntime,
  })),
);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [reported, setReported] = useState<CurrentUser | undefined>(undefined);
  // The pre-rendered landing page (and its hydration) is rendered for a visitor, a dashboard page rendered
  // on the server for the person it names; the hint is read after, and again when another tab
  // signs in or out. Nothing may change here while React hydrates a server-rendered page: a change would
  // have it render the parts it has not hydrated yet afresh.
  const rendered = useServerRenderedPage();
  const hinted = useBrowserValue(readSignedInHint, rendered !== undefined, subscribeToSignedInHint);
  const requestAuthActor = useContext(RequestAuthActorContext);
  const actor = useContext(AuthActorContext);
  useEffect(() => {
    if (hinted) requestAuthActor();
  }, [hinted, requestAuthActor]);
  // Until the provider has reported, a visitor is taken as signed out, and a returning person is
  // the one remembered, or waits when the browser remembers no usable session.
  const beforeProvider = useMemo<CurrentUser>(() => {
    if (!hinted) return { status: 'signedOut', role: undefined };
    const remembered = rendered ?? usableRememberedSession();
    if (!remembered) return { status: 'loading', role: undefined };
    return {
      status: 'signedIn',
      identity: remembered.identity,
      record: { status: 'loading' },
      user: undefined,
      role: undefined,
    };
  }, [hinted, rendered]);
  return (
    <CurrentUserContext.Provider value={reported ?? beforeProvider}>
      {children}
      {actor && (
        <Suspense fallback={null}>
          <SessionRuntime onChange={setReported} />
        </Suspense>
      )}
    </CurrentUserContext.Provider>
  );
}
