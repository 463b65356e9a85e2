/**
 * Authentication (docs/product.md#authentication): `loading` until the identity provider reports
 * who is signed in, then signed out or signed in; each action (register, login, Google login,
 * logout, profile update) is a busy state tagged `busy`, which is the spec's `loading` flag. Every
 * effect is a named actor; the real ones (firebaseAuthActors.ts) are provided at run time, fakes in
 * tests.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';

import type { CreateUserBody, CreateUserResult } from '@contract/schemas/users';
import { GOOGLE_SIGN_IN_ROLE } from '@contract/constants';
import { acceptedImageUrl } from '@contract/imageUrls';
import type { SignedInIdentity, SignUpRole } from '@contract/entities';
import { ALERTS, SUCCESS_MESSAGES } from '@contract/messages';

/** An alert for the person: the spec's title and text, or an error's own message. */
export interface AuthAlert {
  title: string | null;
  text: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface RegistrationForm extends Credentials {
  name: string;
  role: SignUpRole;
  photo: File;
}

export interface ProfileChanges {
  displayName: string;
  photoURL: string;
}

/** What registration has gathered so far; the password never enters the context. */
export interface RegistrationDraft {
  name: string;
  email: string;
  role: SignUpRole;
  photo: File;
  photoURL: string | null;
}

export interface AuthContext {
  identity: SignedInIdentity | null;
  error: AuthAlert | null;
  /** The last success message ('Registration successful!'). */
  notice: string | null;
  /** The last Google sign-in created the user record (the login page then opens /dashboard). */
  insertedGoogleUser: boolean;
  registration: RegistrationDraft | null;
  /** How much of the photo has reached the server, 0 to 1, while it uploads; else null. */
  uploadProgress: number | null;
}

export type AuthCommand =
  | ({ type: 'REGISTER' } & RegistrationForm)
  | ({ type: 'LOGIN' } & Credentials)
  | { type: 'GOOGLE_LOGIN' }
  | { type: 'LOGOUT' }
  | ({ type: 'UPDATE_PROFILE' } & ProfileChanges);

/** What the identity provider reports, on start and whenever someone signs in or out. */
export interface AuthStateChanged {
  type: 'AUTH_STATE_CHANGED';
  identity: SignedInIdentity | null;
}

/** What the photo upload reports while it runs and when it ends. */
export type PhotoUploadReport =
  | { type: 'PHOTO_UPLOAD_PROGRESS'; fraction: number }
  | { type: 'PHOTO_UPLOADED'; photoURL: string }
  | { type: 'PHOTO_UPLOAD_FAILED'; error: unknown };

export type AuthEvent = AuthCommand | AuthStateChanged | PhotoUploadReport;

function notProvided(actor: string): never {
  throw new Error(`authMachine: provide the "${actor}" actor with authMachine.provide().`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function draftOf(context: AuthContext): RegistrationDraft {
  if (!context.registration) throw new Error('authMachine: no registration in progress.');
  return context.registration;
}

/**
 * docs/product.md#entities: a Google sign-in creates a worker; the server decides the starting
 * coins. The provider's photo is kept only when it is an image the product may store and show (our
 * own; docs/security.md): another host's address would be refused and blocked by the page's policy.
 */
function googleUserRecord(identity: SignedInIdentity | null): CreateUserBody {
  return {
    name: identity?.displayName ?? identity?.email ?? '',
    email: identity?.email ?? '',
    photo: acceptedImageUrl(identity?.photoURL ?? '', []) ?? '',
    role: GOOGLE_SIGN_IN_ROLE,
  };
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    authStateListener: fromCallback<AuthEvent>(() => notProvided('authStateListener')),
    createAccount: fromPromise<SignedInIdentity, Credentials>(async () =>
      notProvided('createAccount'),
    ),
    /** Sends back PHOTO_UPLOAD_PROGRESS as the photo travels, then how the upload ended. */
    uploadPhoto: fromCallback<AuthEvent, { photo: File }>(() => notProvided('uploadPhoto')),
    updateProfile: fromPromise<SignedInIdentity, ProfileChanges>(async () =>
      notProvided('updateProfile'),
    ),
    saveUserRecord: fromPromise<CreateUserResult, CreateUserBody>(async () =>
      notProvided('saveUserRecord'),
    ),
    discardAccount: fromPromise<undefined>(async () => notProvided('discardAccount')),
    logIn: fromPromise<SignedInIdentity, Credentials>(async () => notProvided('logIn')),
    signInWithGoogle: fromPromise<SignedInIdentity>(async () => notProvided('signInWithGoogle')),
    signOut: fromPromise<undefined>(async () => notProvided('signOut')),
  },
  actions: {
    clearOutcome: assign({ error: null, notice: null, insertedGoogleUser: false }),
    rememberIdentity: assign((_, params: { identity: SignedInIdentity | null }) => ({
      identity: params.identity,
    })),
    forgetIdentity: assign({ identity: null, insertedGoogleUser: false }),
    showAlert: assign((_, params: AuthAlert) => ({ error: params })),
    showNotice: assign((_, params: { notice: string }) => ({ notice: params.notice })),
    rememberGoogleInsert: assign((_, params: { inserted: boolean }) => ({
      insertedGoogleUser: params.inserted,
    })),
    showErrorMessage: assign((_, params: { error: unknown }) => ({
      error: { title: null, text: messageOf(params.error) },
    })),
    startRegistration: assign(({ event }) => {
      assertEvent(event, 'REGISTER');
      const { name, email, role, photo } = event;
      return { registration: { name, email, role, photo, photoURL: null } };
    }),
    rememberPhotoURL: assign(({ context }, params: { photoURL: string }) => ({
      registration: { ...draftOf(context), photoURL: params.photoURL },
    })),
    forgetRegistration: assign({ registration: null }),
    startUploadProgress: assign({ uploadProgress: 0 }),
    trackUploadProgress: assign((_, params: { fraction: number }) => ({
      uploadProgress: Math.min(1, Math.max(0, params.fraction)),
    })),
    forgetUploadProgress: assign({ uploadProgress: null }),
  },
  guards: {
    reportsIdentity: ({ event }) => event.type === 'AUTH_STATE_CHANGED' && event.identity !== null,
    reportsNoIdentity: ({ event }) =>
      event.type === 'AUTH_STATE_CHANGED' && event.identity === null,
  },
}).createMachine({
  id: 'auth',
  description:
    'Who is signed in, and the sign-in, registration, profile and sign-out flows (docs/product.md#authentication).',
  context: {
    identity: null,
    error: null,
    notice: null,
    insertedGoogleUser: false,
    registration: null,
    uploadProgress: null,
  },
  invoke: { id: 'authStateListener', src: 'authStateListener' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the identity provider to report the current user.',
      tags: ['busy'],
      on: {
        AUTH_STATE_CHANGED: [
          {
            guard: 'reportsIdentity',
            target: 'signedIn',
            actions: { type: 'rememberIdentity', params: ({ event }) => event },
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      description: 'Nobody is signed in; the last failure, if any, is in `error`.',
      on: {
        REGISTER: 'registering',
        LOGIN: 'loggingIn',
        GOOGLE_LOGIN: 'signingInWithGoogle',
        // Someone signed in from another tab.
        AUTH_STATE_CHANGED: {
          guard: 'reportsIdentity',
          target: 'signedIn',
          actions: { type: 'rememberIdentity', params: ({ event }) => event },
        },
      },
    },
    registering: {
      description:
        'Create the account, upload the photo, set name and photo, save the user record.',
      tags: ['busy'],
      entry: ['clearOutcome', 'startRegistration'],
      exit: 'forgetRegistration',
      initial: 'creatingAccount',
      states: {
        creatingAccount: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ event }) => {
              assertEvent(event, 'REGISTER');
              return { email: event.email, password: event.password };
            },
            onDone: {
              target: 'uploadingPhoto',
              actions: {
                type: 'rememberIdentity',
                params: ({ event }) => ({ identity: event.output }),
              },
            },
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'showErrorMessage', params: ({ event }) => event },
            },
          },
        },
        uploadingPhoto: {
          entry: 'startUploadProgress',
          exit: 'forgetUploadProgress',
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => ({ photo: draftOf(context).photo }),
          },
          on: {
            PHOTO_UPLOAD_PROGRESS: {
              actions: { type: 'trackUploadProgress', params: ({ event }) => event },
            },
            PHOTO_UPLOADED: {
              target: 'updatingProfile',
              actions: { type: 'rememberPhotoURL', params: ({ event }) => event },
            },
            PHOTO_UPLOAD_FAILED: {
              target: 'discardingAccount',
              actions: { type: 'showErrorMessage', params: ({ event }) => event },
            },
          },
        },
        updatingProfile: {
          invoke: {
            id: 'setRegisteredProfile',
            src: 'updateProfile',
            input: ({ context }) => ({
              displayName: draftOf(context).name,
              photoURL: draftOf(context).photoURL ?? '',
            }),
            onDone: {
              target: 'savingUserRecord',
              actions: {
                type: 'rememberIdentity',
                params: ({ event }) => ({ identity: event.output }),
              },
            },
            onError: {
              target: 'discardingAccount',
              actions: { type: 'showErrorMessage', params: ({ event }) => event },
            },
          },
        },
        savingUserRecord: {
          invoke: {
            id: 'saveRegisteredUser',
            src: 'saveUserRecord',
            input: ({ context }) => {
              const { name, email, role, photoURL } = draftOf(context);
              return { name, email, role, photo: photoURL ?? '' };
            },
            onDone: {
              target: '#auth.signedIn',
              actions: { type: 'showNotice', params: { notice: SUCCESS_MESSAGES.registration } },
            },
            onError: {
              target: 'discardingAccount',
              actions: { type: 'showErrorMessage', params: ({ event }) => event },
            },
          },
        },
        discardingAccount: {
          description:
            'A later step failed: remove the new account so the e-mail can register again.',
          invoke: {
            id: 'discardAccount',
            src: 'discardAccount',
            onDone: { target: '#auth.signedOut', actions: 'forgetIdentity' },
            onError: { target: '#auth.signedOut', actions: 'forgetIdentity' },
          },
        },
      },
    },
    loggingIn: {
      description: 'E-mail and password login; a failure shows the spec’s Login Failed alert.',
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'rememberIdentity',
            params: ({ event }) => ({ identity: event.output }),
          },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'showAlert', params: ALERTS.loginFailed },
        },
      },
    },
    signingInWithGoogle: {
      description: 'The provider’s popup, then the user record saved as a worker.',
      tags: ['busy'],
      entry: 'clearOutcome',
      initial: 'awaitingPopup',
      states: {
        awaitingPopup: {
          invoke: {
            id: 'signInWithGoogle',
            src: 'signInWithGoogle',
            onDone: {
              target: 'savingUserRecord',
              actions: {
                type: 'rememberIdentity',
                params: ({ event }) => ({ identity: event.output }),
              },
            },
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'showAlert', params: ALERTS.googleLoginFailed },
            },
          },
        },
        savingUserRecord: {
          description:
            'docs/product.md#error-texts: a failure here is ignored; the person is signed in anyway.',
          invoke: {
            id: 'saveGoogleUser',
            src: 'saveUserRecord',
            input: ({ context }) => googleUserRecord(context.identity),
            onDone: {
              target: '#auth.signedIn',
              actions: {
                type: 'rememberGoogleInsert',
                params: ({ event }) => ({ inserted: event.output.insertedId !== null }),
              },
            },
            onError: '#auth.signedIn',
          },
        },
      },
    },
    signedIn: {
      description: 'Someone is signed in; `identity` says who.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPDATE_PROFILE: 'updatingProfile',
            LOGOUT: '#auth.loggingOut',
            AUTH_STATE_CHANGED: [
              {
                guard: 'reportsNoIdentity',
                target: '#auth.signedOut',
                actions: ['clearOutcome', 'forgetIdentity'],
              },
              { actions: { type: 'rememberIdentity', params: ({ event }) => event } },
            ],
          },
        },
        updatingProfile: {
          tags: ['busy'],
          entry: 'clearOutcome',
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => {
              assertEvent(event, 'UPDATE_PROFILE');
              return { displayName: event.displayName, photoURL: event.photoURL };
            },
            onDone: {
              target: 'idle',
              actions: {
                type: 'rememberIdentity',
                params: ({ event }) => ({ identity: event.output }),
              },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showErrorMessage', params: ({ event }) => event },
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'Signing out; a failure leaves the person signed in.',
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forgetIdentity' },
        onError: {
          target: 'signedIn',
          actions: { type: 'showErrorMessage', params: ({ event }) => event },
        },
      },
    },
  },
});
