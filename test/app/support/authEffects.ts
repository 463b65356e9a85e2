/**
 * Fake effects for authMachine, controlled by the test: each invoked actor waits until the
 * test resolves or rejects it by its invoke id, and records the input it was given; the
 * auth-state listener reports whatever the test says the identity provider reports. The
 * photo upload reports progress when the test says so, and ends as the test decides.
 */
import { type EventObject, fromCallback, fromPromise, type NonReducibleUnknown } from 'xstate';

import type {
  AuthEvent,
  AuthStateChanged,
  Credentials,
  PhotoUploadReport,
  ProfileChanges,
} from '@app/features/auth/machines/authMachine';
import type { CreateUserBody, CreateUserResult } from '@contract/schemas/users';
import type { SignedInIdentity } from '@contract/entities';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Invocation {
  id: string;
  input: unknown;
}

/** Lets promise reactions and the actor's own event processing run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class ControlledAuthEffects {
  readonly invocations: Invocation[] = [];
  private readonly pending = new Map<string, Pending>();
  private report: ((event: AuthStateChanged) => void) | undefined;
  private reportUpload: ((event: PhotoUploadReport) => void) | undefined;

  private controlled<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.invocations.push({ id: self.id, input });
          // The test hands over the output the model's done event carries.
          this.pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject });
        }),
    );
  }

  readonly actors = {
    authStateListener: fromCallback<AuthEvent>(({ sendBack }) => {
      this.report = sendBack;
      return () => {
        this.report = undefined;
      };
    }),
    createAccount: this.controlled<SignedInIdentity, Credentials>(),
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
    updateProfile: this.controlled<SignedInIdentity, ProfileChanges>(),
    saveUserRecord: this.controlled<CreateUserResult, CreateUserBody>(),
    discardAccount: this.controlled<undefined, NonReducibleUnknown>(),
    logIn: this.controlled<SignedInIdentity, Credentials>(),
    signInWithGoogle: this.controlled<SignedInIdentity, NonReducibleUnknown>(),
    signOut: this.controlled<undefined, NonReducibleUnknown>(),
  };

  /** Whether an invoked actor with this id is waiting for the test. */
  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  inputOf(id: string): unknown {
    return this.invocations.findLast((invocation) => invocation.id === id)?.input;
  }

  private take(id: string): Pending {
    const pending = this.pending.get(id);
    if (!pending) throw new Error(`No "${id}" actor is running.`);
    this.pending.delete(id);
    return pending;
  }

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

  async succeed(id: string, output?: unknown): Promise<void> {
    this.take(id).resolve(output);
    await settle();
  }

  async fail(id: string, error: unknown): Promise<void> {
    this.take(id).reject(error);
    await settle();
  }

  /**
   * Plays one event of the model against the system: an invoked actor's done or error event
   * settles that actor; a report of the auth state comes through the listener; anything else
   * is what a person does.
   */
  async perform(event: EventObject, send: (event: AuthEvent) => void): Promise<void> {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    if (done?.[1]) return this.succeed(done[1], 'output' in event ? event.output : undefined);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (failed?.[1]) return this.fail(failed[1], 'error' in event ? event.error : undefined);
    if (isAuthEvent(event)) {
      if (event.type === 'AUTH_STATE_CHANGED') return this.reportAuthState(event.identity);
      if (event.type === 'PHOTO_UPLOAD_PROGRESS') return this.uploadProgress(event.fraction);
      if (event.type === 'PHOTO_UPLOADED') return this.succeed('uploadPhoto', event.photoURL);
      if (event.type === 'PHOTO_UPLOAD_FAILED') return this.fail('uploadPhoto', event.error);
      send(event);
      return settle();
    }
    throw new Error(`The model sent an event the test cannot play: ${event.type}`);
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
