/**
 * Fake effects for authMachine, controlled by the test (ControlledActors): each invoked actor
 * waits until the test resolves or rejects it by its invoke id, and records the input it was
 * given; the auth-state listener reports whatever the test says the identity provider reports.
 * The photo upload reports progress when the test says so, and ends as the test decides.
 */
import { type EventObject, fromCallback, type NonReducibleUnknown } from 'xstate';

import type {
  AuthEvent,
  AuthStateChanged,
  Credentials,
  PhotoUploadReport,
  ProfileChanges,
} from '@app/features/auth/machines/authMachine';
import type { CreateUserBody, CreateUserResult } from '@contract/schemas/users';
import type { SignedInIdentity } from '@contract/entities';
import { ControlledActors, settle } from './controlledActors';

export class ControlledAuthEffects extends ControlledActors {
  private report: ((event: AuthStateChanged) => void) | undefined;
  private reportUpload: ((event: PhotoUploadReport) => void) | undefined;

  readonly actors = {
    authStateListener: fromCallback<AuthEvent>(({ sendBack }) => {
      this.report = sendBack;
      return () => {
        this.report = undefined;
      };
    }),
    createAccount: this.promise<SignedInIdentity, Credentials>(),
    uploadPhoto: fromCallback<AuthEvent, { photo: File }>(({ input, self, sendBack }) => {
      this.invocations.push({ id: self.id, input });
      this.reportUpload = sendBack;
      this.pending.set(self.id, {
        resolve: (photoURL) => sendBack({ type: 'PHOTO_UPLOADED', photoURL: String(photoURL) }),
        reject: (error) => sendBack({ type: 'PHOTO_UPLOAD_FAILED', error }),
      });
      return () => {
        this.pending.delete(self.id);
        this.reportUpload = undefined;
      };
    }),
    updateProfile: this.promise<SignedInIdentity, ProfileChanges>(),
    saveUserRecord: this.promise<CreateUserResult, CreateUserBody>(),
    discardAccount: this.promise<undefined, NonReducibleUnknown>(),
    logIn: this.promise<SignedInIdentity, Credentials>(),
    signInWithGoogle: this.promise<SignedInIdentity, NonReducibleUnknown>(),
    signOut: this.promise<undefined, NonReducibleUnknown>(),
  };

  async reportAuthState(identity: SignedInIdentity | null): Promise<void> {
    if (!this.report) throw new Error('The auth-state listener is not running.');
    this.report({ type: 'AUTH_STATE_CHANGED', identity });
    await settle();
  }

  /** The running photo upload says how far it got (0 to 1). */
  async uploadProgress(fraction: number): Promise<void> {
    if (!this.reportUpload) throw new Error('No photo upload is running.');
    this.reportUpload({ type: 'PHOTO_UPLOAD_PROGRESS', fraction });
    await settle();
  }

  /**
   * Plays one event of the model against the system: a report of the auth state comes through
   * the listener and the photo upload's reports through the upload; everything else as
   * ControlledActors.perform plays it.
   */
  async performAuth(event: EventObject, send: (event: AuthEvent) => void): Promise<void> {
    if (isAuthEvent(event)) {
      if (event.type === 'AUTH_STATE_CHANGED') return this.reportAuthState(event.identity);
      if (event.type === 'PHOTO_UPLOAD_PROGRESS') return this.uploadProgress(event.fraction);
      if (event.type === 'PHOTO_UPLOADED') return this.succeed('uploadPhoto', event.photoURL);
      if (event.type === 'PHOTO_UPLOAD_FAILED') return this.fail('uploadPhoto', event.error);
    }
    return this.perform(event, send, isAuthEvent);
  }
}

const AUTH_EVENT_TYPES: readonly string[] = [
  'AUTH_STATE_CHANGED',
  'REGISTER',
  'LOGIN',
  'GOOGLE_LOGIN',
  'LOGOUT',
  'UPDATE_PROFILE',
  'PHOTO_UPLOAD_PROGRESS',
  'PHOTO_UPLOADED',
  'PHOTO_UPLOAD_FAILED',
] satisfies readonly AuthEvent['type'][];

function isAuthEvent(event: EventObject): event is AuthEvent {
  return AUTH_EVENT_TYPES.includes(event.type);
}
