/** What the screens read from the auth actor. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

import type { SignedInIdentity } from '@contract/entities';
import type { AuthAlert, authMachine } from './authMachine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * The auth machine's work as the sign-in and registration screens show it (busy, errors, upload
 * progress). Who is signed in is `useCurrentUser()` (@app/session/currentUser), built from this.
 */
export interface AuthFlowState {
  status: AuthStatus;
  /**
   * docs/product.md#authentication: true until the provider has reported, and while any auth action
   * runs.
   */
  loading: boolean;
  identity: SignedInIdentity | null;
  error: AuthAlert | null;
  notice: string | null;
  insertedGoogleUser: boolean;
  /** 0 to 1 while the registration photo uploads; null otherwise. */
  uploadProgress: number | null;
}

export function selectIsLoading(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** Signed in also while a profile update runs; `loading` tells the two apart. */
export function selectStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'loading';
}

/** Before the auth actor exists (it starts after first paint), everything is loading. */
export const AUTH_FLOW_LOADING: AuthFlowState = {
  status: 'loading',
  loading: true,
  identity: null,
  error: null,
  notice: null,
  insertedGoogleUser: false,
  uploadProgress: null,
};

export function selectAuthFlow(snapshot: AuthSnapshot | undefined): AuthFlowState {
  if (!snapshot) return AUTH_FLOW_LOADING;
  const { identity, error, notice, insertedGoogleUser, uploadProgress } = snapshot.context;
  return {
    status: selectStatus(snapshot),
    loading: selectIsLoading(snapshot),
    identity,
    error,
    notice,
    insertedGoogleUser,
    uploadProgress,
  };
}
