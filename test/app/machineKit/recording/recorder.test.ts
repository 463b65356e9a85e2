import { createActor } from 'xstate';

import { authMachine } from '@app/features/auth/machines/authMachine';
import { withdrawalMachine } from '@app/features/withdrawals/machines/withdrawalMachine';
import type { MachinePath, MachinePathStep } from '@app/machineKit/machinePath';
import { recordMachine } from '@app/machineKit/recording/recorder';
import { setRecording } from '@app/machineKit/recording/recordingSwitch';
import { listRecordings, MAX_STEPS } from '@app/machineKit/recording/recordingStore';
import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import type { SignedInIdentity } from '@contract/entities';
import { ControlledAuthEffects } from '@test/app/support/authEffects';
import { ControlledActors, settle } from '@test/app/support/controlledActors';

const quiet = { announce: () => undefined };

/** The one recording of this browser. */
function theRecording(): MachinePath {
  const [recording, ...others] = listRecordings();
  if (!recording || others.length > 0) throw new Error('Expected exactly one recording.');
  return recording;
}

function step(recording: MachinePath, index: number): MachinePathStep {
  const found = recording.steps[index];
  if (!found) throw new Error(`No step ${index}.`);
  return found;
}

function startWithdrawal() {
  const effects = new ControlledActors();
  const actor = createActor(
    withdrawalMachine.provide({
      actors: { submitWithdrawal: effects.promise<InsertedId, CreateWithdrawalBody>() },
      actions: quiet,
    }),
    { inspect: recordMachine },
  ).start();
  return { effects, actor };
}

const draft = { coins: 250, paymentSystem: 'Nagad', accountNumber: '01711-000' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('recordMachine with the withdrawal machine', () => {
  it('records nothing while recording is off', async () => {
    const { effects, actor } = startWithdrawal();
    actor.send({ type: 'SUBMIT', draft, availableCoins: 500 });
    await effects.succeed('submitWithdrawal', { insertedId: 'w-1' });

    expect(listRecordings()).toEqual([]);
  });

  it('records every step that moved the machine, with its time, state and context', async () => {
    setRecording(true);
    const started = Date.now();
    const { effects, actor } = startWithdrawal();

    expect(listRecordings()).toEqual([
      expect.objectContaining({
        format: 'coinwork.machine-path',
        version: 1,
        machine: 'withdrawal',
        source: 'recording',
        title: '/',
        initialState: 'editing',
        steps: [],
      }),
    ]);
    expect(theRecording()).not.toHaveProperty('input');

    // Refused by the rules: the machine stays where it is, so it is no step.
    actor.send({ type: 'SUBMIT', draft: { ...draft, coins: 10 }, availableCoins: 500 });
    actor.send({ type: 'SUBMIT', draft, availableCoins: 500 });
    await effects.fail('submitWithdrawal', new Error('The server is busy.'));
    actor.send({ type: 'RETRY', availableCoins: 500 });
    await effects.succeed('submitWithdrawal', { insertedId: 'w-1' });
    await settle();

    const recording = theRecording();
    expect(recording.steps.map(({ event, state }) => [event.type, state])).toEqual([
      ['SUBMIT', 'submitting'],
      ['xstate.error.actor.submitWithdrawal', 'failed'],
      ['RETRY', 'submitting'],
      ['xstate.done.actor.submitWithdrawal', 'succeeded'],
    ]);
    expect(step(recording, 0)).toEqual({
      event: { type: 'SUBMIT', draft, availableCoins: 500 },
      state: 'submitting',
      at: expect.any(Number),
      context: { draft, error: null },
    });
    expect(step(recording, 1).event).toEqual({
      type: 'xstate.error.actor.submitWithdrawal',
      error: { message: 'The server is busy.' },
      actorId: 'submitWithdrawal',
    });
    expect(step(recording, 1).context).toEqual({ draft, error: 'The server is busy.' });
    expect(step(recording, 3).event).toMatchObject({ output: { insertedId: 'w-1' } });
    const times = recording.steps.map(({ at }) => at ?? -1);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((at) => at >= 0 && at <= Date.now() - started)).toBe(true);
    expect(Date.parse(recording.createdAt)).toBeGreaterThanOrEqual(started - 1);
  });

  it('saves each step as it happens, so a session that ends abruptly keeps what it did', () => {
    setRecording(true);
    const { actor } = startWithdrawal();

    actor.send({ type: 'SUBMIT', draft, availableCoins: 500 });

    expect(theRecording().steps.map(({ state }) => state)).toEqual(['submitting']);
  });

  it('keeps one recording per actor started', () => {
    setRecording(true);
    const first = startWithdrawal().actor;
    first.send({ type: 'SUBMIT', draft, availableCoins: 500 });
    startWithdrawal();

    const recordings = listRecordings();
    expect(recordings).toHaveLength(2);
    expect(new Set(recordings.map(({ id }) => id)).size).toBe(2);
  });

  it('decides when the actor starts: switching on later records the next actor only', () => {
    const before = startWithdrawal().actor;
    setRecording(true);
    before.send({ type: 'SUBMIT', draft, availableCoins: 500 });
    expect(listRecordings()).toEqual([]);

    startWithdrawal();
    expect(listRecordings()).toHaveLength(1);
  });

  it(`stops adding steps at ${MAX_STEPS}`, async () => {
    setRecording(true);
    const { effects, actor } = startWithdrawal();
    for (let round = 0; round < MAX_STEPS / 2 + 5; round += 1) {
      actor.send({ type: 'SUBMIT', draft, availableCoins: 500 });
      await effects.fail('submitWithdrawal', new Error('busy'));
    }

    expect(theRecording().steps).toHaveLength(MAX_STEPS);
  });
});

describe('recordMachine with the auth machine', () => {
  it('keeps no password, token or API key of a login', async () => {
    setRecording(true);
    const effects = new ControlledAuthEffects();
    const actor = createActor(authMachine.provide({ actors: effects.actors, actions: quiet }), {
      inspect: recordMachine,
    }).start();
    await effects.reportAuthState(null);
    const password = 'Ada-secret-pass-1';
    const idToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtYWRhIn0.';
    // What a Firebase user object carries, in case an effect ever hands one over whole.
    const firebaseLikeIdentity = {
      uid: 'uid-ada',
      displayName: 'Ada',
      photoURL: null,
      email: 'ada@coinwork.test',
      stsTokenManager: { accessToken: idToken, refreshToken: 'refresh-of-ada', expirationTime: 9 },
      apiKey: 'AIza-key-of-ada',
    } satisfies SignedInIdentity & Record<string, unknown>;

    actor.send({ type: 'LOGIN', email: 'ada@coinwork.test', password });
    await effects.succeed('logIn', firebaseLikeIdentity);

    const recording = theRecording();
    expect(recording.machine).toBe('auth');
    expect(recording.steps.map(({ event, state }) => [event.type, state])).toEqual([
      ['AUTH_STATE_CHANGED', 'signedOut'],
      ['LOGIN', 'loggingIn'],
      ['xstate.done.actor.logIn', { signedIn: 'idle' }],
    ]);
    expect(step(recording, 1).event).toEqual({
      type: 'LOGIN',
      email: 'ada@coinwork.test',
      password: '[redacted]',
    });
    const text = JSON.stringify(recording);
    for (const secret of [password, idToken, 'refresh-of-ada', 'AIza-key-of-ada']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('uid-ada');
  });
});
