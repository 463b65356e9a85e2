/**
 * The signed-in person as the screens need them: the identity from the auth machine and their user
 * record (docs/product.md#roles-and-permissions: the role comes from the record fetched by e-mail).
 */
import { skipToken } from '@reduxjs/toolkit/query';

import { serverMessageOf } from '@contract/api';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import type { SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { useAuthState } from '../auth/useAuth';
import { useGetUserByEmailQuery } from '../users/api/usersApi';

export type UserRecordState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'loaded'; user: User };

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; identity: SignedInIdentity; record: UserRecordState };

function messageOf(error: unknown): string {
  const answer = typeof error === 'object' && error !== null && 'data' in error && error.data;
  return serverMessageOf(answer) ?? DASHBOARD_COPY.loadFailed;
}

function useUserRecord(email: string | null | undefined): UserRecordState {
  // currentData: another person's record never stands in while this one loads. The record
  // (the coin balance) is read again when the tab is back in front or back online: another
  // tab may have spent or bought coins meanwhile.
  const { currentData, isError, error, refetch } = useGetUserByEmailQuery(email ?? skipToken, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  if (currentData) return { status: 'loaded', user: currentData };
  if (isError) return { status: 'failed', message: messageOf(error), retry: () => void refetch() };
  return { status: 'loading' };
}

export function useSession(): Session {
  const { status, identity } = useAuthState();
  const record = useUserRecord(status === 'signedIn' ? identity?.email : undefined);
  if (status === 'signedOut') return { status };
  if (status === 'loading' || !identity) return { status: 'loading' };
  return { status, identity, record };
}
