/**
 * The live current user (see @app/session/currentUser): the identity from the auth machine and the
 * user record by e-mail. Asks for the auth actor (and xstate with it), so only the parts that come
 * after the first paint use it: the session runtime, the dashboard, the header's account corner.
 * Until the actor has reported, a session remembered from the last visit with a usable token
 * stands in for it (@app/session/rememberedSession), so a returning person's record and screen
 * load at once; what the actor then reports replaces it.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect, useMemo } from 'react';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { useAuthFlow } from '@app/features/auth/hooks/useAuth';
import { useGetUserByEmailQuery } from '@app/features/users/api/usersApi';
import {
  type CurrentUser,
  CurrentUserContext,
  type UserRecordState,
} from '@app/session/currentUser';
import { useServerRenderedPage } from '@app/session/serverRenderedPage';
import { rememberPerson, usableRememberedSession } from '@app/session/rememberedSession';
import { requestErrorMessage } from '@app/store/requestError';

function useUserRecord(email: string | null | undefined): UserRecordState {
  // currentData: another person's record never stands in while this one loads. The record
  // (the coin balance) is read again when the tab is back in front or back online: another
  // tab may have spent or bought coins meanwhile.
  const { currentData, isError, error, refetch } = useGetUserByEmailQuery(email ?? skipToken, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  return useMemo(() => {
    if (currentData) return { status: 'loaded', user: currentData };
    if (isError) {
      return {
        status: 'failed',
        message: requestErrorMessage(error, DASHBOARD_COPY.loadFailed),
        retry: () => void refetch(),
      };
    }
    return { status: 'loading' };
  }, [currentData, isError, error, refetch]);
}

export function useLiveCurrentUser(): CurrentUser {
  const flow = useAuthFlow();
  const providerSilent = flow.status === 'loading' && !flow.identity;
  // A page rendered on the server is rendered for who it names: the first render here must match it.
  const rendered = useServerRenderedPage();
  const remembered = useMemo(
    () => (providerSilent ? (rendered ?? usableRememberedSession()) : undefined),
    [providerSilent, rendered],
  );
  const status = remembered ? 'signedIn' : flow.status;
  const identity = remembered?.identity ?? flow.identity;
  const record = useUserRecord(status === 'signedIn' ? identity?.email : undefined);
  const reported = flow.identity;
  const role = record.status === 'loaded' ? record.user.role : undefined;
  useEffect(() => {
    if (reported) rememberPerson(reported, role);
  }, [reported, role]);
  return useMemo(() => {
    if (status === 'signedOut') return { status, role: undefined };
    if (status === 'loading' || !identity) {
      return { status: 'loading', role: undefined };
    }
    const user = record.status === 'loaded' ? record.user : undefined;
    return { status, identity, record, user, role: user?.role };
  }, [status, identity, record]);
}

/** Gives its children the live current user through `useCurrentUser()`. */
export function LiveCurrentUser({ children }: { children: ReactNode }) {
  const current = useLiveCurrentUser();
  return <CurrentUserContext.Provider value={current}>{children}</CurrentUserContext.Provider>;
}
