import { type AnyStateMachine, createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';

import {
  ada,
  authFixtures,
  cy,
  googleUser,
  newAccount,
  registration,
  renamedAda,
} from '@app/features/auth/machines/authFixtures';
import { type AuthEvent, authMachine } from '@app/features/auth/machines/authMachine';
import {
  type AuthSnapshot,
  selectAuthFlow,
  selectIsLoading,
  selectStatus,
} from '@app/features/auth/machines/authSelectors';
import { ControlledAuthEffects } from '@test/app/support/authEffects';
import { leafPaths, machineModel, snapshotKey } from '@test/app/support/machineModel';

const firebaseError = new Error('Firebase: Error (auth/email-already-in-use).');

function startAuth() {
  const effects = new ControlledAuthEffects();
  const actor = createActor(authMachine.provide({ actors: effects.actors })).start();
  return { effects, actor, snapshot: () => actor.getSnapshot() };
}

async function signedOut() {
  const auth = startAuth();
  await auth.effects.reportAuthState(null);
  return auth;
}

async function signedInAsAda() {
  const auth = startAuth();
  await auth.effects.reportAuthState(ada);
  return auth;
}

describe('authMachine: waiting for the identity provider', () => {
  it('is loading until the provider reports, then signed out when nobody is signed in', async () => {
    const { effects, snapshot } = startAuth();
    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'loading', loading: true });

    await effects.reportAuthState(null);

    expect(selectAuthFlow(snapshot())).toEqual({
      status: 'signedOut',
      loading: false,
      identity: null,
      error: null,
      notice: null,
      insertedGoogleUser: false,
      uploadProgress: null,
    });
  });

  it('is signed in with the identity the provider reports', async () => {
    const { snapshot } = await signedInAsAda();

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      loading: false,
      identity: ada,
    });
  });

  it('follows a sign-in or sign-out made in another tab', async () => {
    const { effects, snapshot } = await signedOut();

    await effects.reportAuthState(ada);
    expect(selectStatus(snapshot())).toBe('signedIn');

    await effects.reportAuthState(null);
    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'signedOut', identity: null });
  });

  it('says plainly when a real effect was not provided', () => {
    const actor = createActor(authMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });

    actor.start();

    expect(String(errors[0])).toContain('provide the "authStateListener" actor');
  });
});

describe('authMachine: registration (create account, upload photo, profile, user record)', () => {
  it('runs the four steps in order and ends signed in with the spec’s message', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'REGISTER', ...registration });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(effects.inputOf('createAccount')).toEqual({
      email: registration.email,
      password: registration.password,
    });
    await effects.succeed('createAccount', newAccount);
    expect(effects.inputOf('uploadPhoto')).toEqual({ photo: registration.photo });
    await effects.succeed('uploadPhoto', '/api/uploads/cy.png');
    expect(effects.inputOf('setRegisteredProfile')).toEqual({
      displayName: 'Cy Marsh',
      photoURL: '/api/uploads/cy.png',
    });
    await effects.succeed('setRegisteredProfile', cy);
    expect(effects.inputOf('saveRegisteredUser')).toEqual({
      name: 'Cy Marsh',
      email: 'cy@coinwork.test',
      role: 'buyer',
      photo: '/api/uploads/cy.png',
    });
    expect(selectIsLoading(snapshot())).toBe(true);
    await effects.succeed('saveRegisteredUser', { insertedId: 'user-cy', user: {} });

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      loading: false,
      identity: cy,
      notice: 'Registration successful!',
      error: null,
    });
    expect(snapshot().context.registration).toBeNull();
  });

  it('follows the photo upload’s progress, and forgets it once the photo is up', async () => {
    const { effects, actor, snapshot } = await signedOut();
    actor.send({ type: 'REGISTER', ...registration });
    expect(selectAuthFlow(snapshot()).uploadProgress).toBeNull();
    await effects.succeed('createAccount', newAccount);
    expect(selectAuthFlow(snapshot()).uploadProgress).toBe(0);

    await effects.uploadProgress(0.25);
    expect(selectAuthFlow(snapshot()).uploadProgress).toBe(0.25);
    await effects.uploadProgress(1.5);
    expect(selectAuthFlow(snapshot()).uploadProgress).toBe(1);

    await effects.succeed('uploadPhoto', '/api/uploads/cy.png');
    expect(snapshot().matches({ registering: 'updatingProfile' })).toBe(true);
    expect(selectAuthFlow(snapshot()).uploadProgress).toBeNull();
  });

  it('keeps the password out of the context', async () => {
    const { actor, snapshot } = await signedOut();

    actor.send({ type: 'REGISTER', ...registration });

    expect(JSON.stringify(snapshot().context)).not.toContain(registration.password);
  });

  it('shows the error’s own message when the account cannot be created', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'REGISTER', ...registration });
    await effects.fail('createAccount', firebaseError);

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedOut',
      loading: false,
      identity: null,
      error: { title: null, text: 'Firebase: Error (auth/email-already-in-use).' },
    });
    expect(effects.isRunning('discardAccount')).toBe(false);
  });

  it.each([
    ['uploadPhoto', 'The image is larger than 5 MB.'],
    ['setRegisteredProfile', 'Firebase: Error (auth/network-request-failed).'],
    ['saveRegisteredUser', 'An account with this e-mail already exists.'],
  ])(
    'when %s fails, removes the new account and shows the message',
    async (failingStep, message) => {
      const { effects, actor, snapshot } = await signedOut();
      const steps: [string, unknown][] = [
        ['createAccount', newAccount],
        ['uploadPhoto', '/api/uploads/cy.png'],
        ['setRegisteredProfile', cy],
      ];

      actor.send({ type: 'REGISTER', ...registration });
      for (const [step, output] of steps) {
        if (step === failingStep) break;
        await effects.succeed(step, output);
      }
      await effects.fail(failingStep, new Error(message));
      expect(selectIsLoading(snapshot())).toBe(true);
      await effects.succeed('discardAccount');

      expect(selectAuthFlow(snapshot())).toMatchObject({
        status: 'signedOut',
        identity: null,
        error: { title: null, text: message },
      });
    },
  );

  it('ignores the provider’s report of the new account while registering', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'REGISTER', ...registration });
    await effects.succeed('createAccount', newAccount);
    await effects.reportAuthState(newAccount);

    expect(snapshot().matches({ registering: 'uploadingPhoto' })).toBe(true);
  });
});

describe('authMachine: e-mail login', () => {
  it('signs in with the identity the provider returns', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'LOGIN', email: ada.email ?? '', password: 'secret-1' });
    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'loading', loading: true });
    expect(effects.inputOf('logIn')).toEqual({ email: ada.email, password: 'secret-1' });
    await effects.succeed('logIn', ada);

    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'signedIn', identity: ada });
  });

  it('fails with the spec’s alert, whatever the provider said', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'LOGIN', email: 'ada@coinwork.test', password: 'wrong' });
    await effects.fail('logIn', new Error('Firebase: Error (auth/invalid-credential).'));

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedOut',
      error: { title: 'Login Failed', text: 'Invalid email or password. Please try again.' },
    });
  });

  it('clears the last error when the next attempt starts', async () => {
    const { effects, actor, snapshot } = await signedOut();
    actor.send({ type: 'LOGIN', email: 'ada@coinwork.test', password: 'wrong' });
    await effects.fail('logIn', new Error('no'));

    actor.send({ type: 'LOGIN', email: 'ada@coinwork.test', password: 'right' });

    expect(snapshot().context.error).toBeNull();
  });
});

describe('authMachine: Google login', () => {
  it('leaves out a provider photo on another host: the server would refuse it', async () => {
    const { effects, actor } = await signedOut();

    actor.send({ type: 'GOOGLE_LOGIN' });
    await effects.succeed('signInWithGoogle', {
      ...googleUser,
      photoURL: 'https://lh3.googleusercontent.com/a/dee.png',
    });
    expect(effects.inputOf('saveGoogleUser')).toMatchObject({ photo: '' });
  });

  it('saves the user record as a worker and remembers a newly inserted one', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'GOOGLE_LOGIN' });
    await effects.succeed('signInWithGoogle', googleUser);
    expect(effects.inputOf('saveGoogleUser')).toEqual({
      name: 'Dee Pine',
      email: 'dee@coinwork.test',
      photo: '/api/uploads/dee.png',
      role: 'worker',
    });
    await effects.succeed('saveGoogleUser', { insertedId: 'user-dee', user: {} });

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      identity: googleUser,
      insertedGoogleUser: true,
    });
  });

  it('does not claim an insert when the record already existed', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'GOOGLE_LOGIN' });
    await effects.succeed('signInWithGoogle', googleUser);
    await effects.succeed('saveGoogleUser', { insertedId: null, user: {} });

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      insertedGoogleUser: false,
    });
  });

  it('silently ignores a failure to save the Google user (docs/product.md#error-texts)', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'GOOGLE_LOGIN' });
    await effects.succeed('signInWithGoogle', googleUser);
    await effects.fail('saveGoogleUser', new Error('Service unavailable'));

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      identity: googleUser,
      error: null,
      insertedGoogleUser: false,
    });
  });

  it('fails with the spec’s alert when the popup fails', async () => {
    const { effects, actor, snapshot } = await signedOut();

    actor.send({ type: 'GOOGLE_LOGIN' });
    await effects.fail(
      'signInWithGoogle',
      new Error('Firebase: Error (auth/popup-closed-by-user).'),
    );

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedOut',
      identity: null,
      error: {
        title: 'Google Login Failed',
        text: 'There was an issue logging in with Google. Please try again.',
      },
    });
  });
});

describe('authMachine: signed in', () => {
  it('logs out', async () => {
    const { effects, actor, snapshot } = await signedInAsAda();

    actor.send({ type: 'LOGOUT' });
    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'loading', loading: true });
    await effects.succeed('signOut');

    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'signedOut', identity: null });
  });

  it('stays signed in and says why when logging out fails', async () => {
    const { effects, actor, snapshot } = await signedInAsAda();

    actor.send({ type: 'LOGOUT' });
    await effects.fail('signOut', new Error('Firebase: Error (auth/network-request-failed).'));

    expect(selectAuthFlow(snapshot())).toMatchObject({
      status: 'signedIn',
      identity: ada,
      error: { title: null, text: 'Firebase: Error (auth/network-request-failed).' },
    });
  });

  it('updates the profile: loading meanwhile, then the new name and photo', async () => {
    const { effects, actor, snapshot } = await signedInAsAda();

    actor.send({
      type: 'UPDATE_PROFILE',
      displayName: 'Ada Q.',
      photoURL: '/api/uploads/ada2.png',
    });
    expect(selectAuthFlow(snapshot())).toMatchObject({ status: 'signedIn', loading: true });
    expect(effects.inputOf('updateProfile')).toEqual({
      displayName: 'Ada Q.',
      photoURL: '/api/uploads/ada2.png',
    });
    await effects.succeed('updateProfile', renamedAda);

    expect(selectAuthFlow(snapshot())).toMatchObject({ loading: false, identity: renamedAda });
  });

  it('keeps the old profile and shows the message when the update fails', async () => {
    const { effects, actor, snapshot } = await signedInAsAda();

    actor.send({
      type: 'UPDATE_PROFILE',
      displayName: 'Ada Q.',
      photoURL: '/api/uploads/ada2.png',
    });
    await effects.fail('updateProfile', new Error('Firebase: Error (auth/requires-recent-login).'));

    expect(selectAuthFlow(snapshot())).toMatchObject({
      loading: false,
      identity: ada,
      error: { title: null, text: 'Firebase: Error (auth/requires-recent-login).' },
    });
  });
});

/*
 * Model-based: xstate/graph walks every state the machine can reach with these events
 * (each invoked actor's done and error events stand for its effect settling). Every edge
 * of that graph is then played against a real actor with controlled effects, checking
 * that it agrees with the model and keeps the invariants at each step.
 */
describe('authMachine model', () => {
  const model: AnyStateMachine = authMachine;

  const { edges, cases, untakenTransitions } = machineModel(model, authFixtures);

  const BUSY = [
    'loading',
    'registering.creatingAccount',
    'registering.uploadingPhoto',
    'registering.updatingProfile',
    'registering.savingUserRecord',
    'registering.discardingAccount',
    'loggingIn',
    'signingInWithGoogle.awaitingPopup',
    'signingInWithGoogle.savingUserRecord',
    'signedIn.updatingProfile',
    'loggingOut',
  ];
  const WITHOUT_IDENTITY = [
    'loading',
    'signedOut',
    'loggingIn',
    'registering.creatingAccount',
    'signingInWithGoogle.awaitingPopup',
  ];

  function expectInvariants(snapshot: AuthSnapshot): void {
    const [state] = leafPaths(snapshot.value);
    const {
      identity,
      error,
      notice,
      insertedGoogleUser,
      registration: draft,
      uploadProgress,
    } = snapshot.context;
    const where = `in ${state}`;
    expect({ where, loading: selectIsLoading(snapshot) }).toEqual({
      where,
      loading: BUSY.includes(state ?? ''),
    });
    expect({ where, identity: identity !== null }).toEqual({
      where,
      identity: !WITHOUT_IDENTITY.includes(state ?? ''),
    });
    expect({ where, draft: draft !== null }).toEqual({
      where,
      draft: snapshot.matches('registering'),
    });
    expect({ where, uploading: uploadProgress !== null }).toEqual({
      where,
      uploading: state === 'registering.uploadingPhoto',
    });
    if (state === 'registering.discardingAccount') expect(error).not.toBeNull();
    else if (selectIsLoading(snapshot)) expect({ where, error }).toEqual({ where, error: null });
    if (state !== 'signedIn.idle') {
      expect({ where, notice, insertedGoogleUser }).toEqual({
        where,
        notice: null,
        insertedGoogleUser: false,
      });
    }
    if (selectStatus(snapshot) === 'signedIn') expect(identity).not.toBeNull();
  }

  it('reaches every state of the machine', () => {
    const reached = new Set(
      edges.flatMap((edge) => [...leafPaths(edge.state.value), ...leafPaths(edge.nextState.value)]),
    );
    const atomic = getStateNodes(model.root)
      .filter((node) => node.type === 'atomic')
      .map((node) => node.path.join('.'));

    expect([...reached].sort()).toEqual([...atomic].sort());
  });

  it('takes every transition of the machine', () => {
    const missed = untakenTransitions();

    expect(missed).toEqual([]);
  });

  it.each(cases)('$name', async ({ steps }) => {
    const effects = new ControlledAuthEffects();
    const actor = createActor(authMachine.provide({ actors: effects.actors })).start();
    const send = (event: AuthEvent) => actor.send(event);

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') await effects.performAuth(step.event, send);
      const snapshot = actor.getSnapshot();
      expect(snapshotKey(snapshot)).toEqual(snapshotKey(step.state));
      expectInvariants(snapshot);
    }
    actor.stop();
  });
});
