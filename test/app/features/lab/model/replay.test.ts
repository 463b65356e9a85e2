import fs from 'node:fs';
import path from 'node:path';

import { withdrawalMachine } from '@app/features/withdrawals/machines/withdrawalMachine';
import {
  eventForMachine,
  parseMachinePath,
  serializeMachinePath,
} from '@app/features/lab/model/pathFile';
import { generatedPaths } from '@app/features/lab/model/paths';
import { replayPath } from '@app/features/lab/model/replay';
import type { MachinePath } from '@app/machineKit/machinePath';
import { MACHINES } from '@app/machines';
import { expectPathReplays, MACHINE_PATHS_FOLDER } from '@test/app/support/machinePaths';

const ROOT = path.resolve(__dirname, '../../../../..');
const PAYMENT_FILE = `${MACHINE_PATHS_FOLDER}/paymentMachine/generated-succeeded.json`;

function withdrawalEntry() {
  const entry = MACHINES.find(({ machine }) => machine === withdrawalMachine);
  if (!entry) throw new Error('The withdrawal machine is not registered.');
  return entry;
}

function shortestTo(target: string): MachinePath {
  const found = generatedPaths(withdrawalEntry()).shortest.find(
    ({ title }) => title === `→ ${target}`,
  );
  if (!found) throw new Error(`No shortest path to ${target}.`);
  return found;
}

/** A copy of `original` with step `number` (1-based) changed by `change`. */
function withStep(
  original: MachinePath,
  number: number,
  change: (step: MachinePath['steps'][number]) => MachinePath['steps'][number],
): MachinePath {
  return {
    ...original,
    steps: original.steps.map((step, index) => (index === number - 1 ? change(step) : step)),
  };
}

describe('a broken copy of a committed path', () => {
  const text = fs.readFileSync(path.join(ROOT, PAYMENT_FILE), 'utf8');
  const parsed = parseMachinePath(JSON.parse(text));
  if ('error' in parsed) throw new Error(parsed.error);
  // The buyer's third step was paying; the broken copy retries instead.
  const broken = withStep(parsed.path, 3, (step) => ({ ...step, event: { type: 'RETRY' } }));

  it('diverges at the changed step, naming the event and the state', () => {
    const paymentMachine = MACHINES.find(({ name }) => name === 'paymentMachine')?.machine;
    if (!paymentMachine) throw new Error('The payment machine is not registered.');

    const replay = replayPath(paymentMachine, broken);

    expect(replay.divergence).toEqual({
      step: 3,
      reason: 'Step 3: RETRY is not accepted in state "awaitingCard" (no transition).',
    });
    expect(replay.steps.map(({ matches }) => matches)).toEqual([true, true]);
  });

  it('fails the regression test with the file, the step and the reason', () => {
    expect(() =>
      expectPathReplays('paymentMachine', PAYMENT_FILE, serializeMachinePath(broken)),
    ).toThrow(
      `${PAYMENT_FILE} no longer replays. Step 3: RETRY is not accepted in state "awaitingCard" (no transition).`,
    );
  });

  it('passes the regression test unbroken', () => {
    expect(() => expectPathReplays('paymentMachine', PAYMENT_FILE, text)).not.toThrow();
  });
});

describe('replayPath', () => {
  it('names the guard that refuses an event', () => {
    const succeeded = shortestTo('succeeded');
    const tooFew = withStep(succeeded, 1, (step) => ({
      ...step,
      event: { ...step.event, draft: { coins: 150, paymentSystem: 'Nagad', accountNumber: '1' } },
    }));

    const replay = replayPath(withdrawalMachine, tooFew);

    expect(replay.divergence).toEqual({
      step: 1,
      reason: 'Step 1: SUBMIT is not accepted in state "editing" (guard isAllowed refused it).',
    });
    expect(replay.steps).toEqual([]);
  });

  it('diverges when the machine reaches another state than the path recorded', () => {
    const wrong = withStep(shortestTo('succeeded'), 2, (step) => ({ ...step, state: 'failed' }));

    const replay = replayPath(withdrawalMachine, wrong);

    expect(replay.divergence).toEqual({
      step: 2,
      reason:
        'Step 2: xstate.done.actor.submitWithdrawal reached "succeeded", the path says "failed".',
    });
    expect(replay.steps.map(({ matches, expected }) => ({ matches, expected }))).toEqual([
      { matches: true, expected: 'submitting' },
      { matches: false, expected: 'failed' },
    ]);
    expect(replay.steps[1]?.snapshot.value).toBe('succeeded');
  });

  it('checks where the path starts and which machine it is for', () => {
    const succeeded = shortestTo('succeeded');

    expect(
      replayPath(withdrawalMachine, { ...succeeded, initialState: 'failed' }).divergence,
    ).toEqual({
      step: 0,
      reason: 'The machine starts in "editing", the path says "failed".',
    });
    expect(replayPath(withdrawalMachine, { ...succeeded, machine: 'payment' }).divergence).toEqual({
      step: 0,
      reason: 'The path is for the machine "payment", not "withdrawal".',
    });
  });

  it('refuses to start a machine without the input it needs', () => {
    const payment = MACHINES.find(({ name }) => name === 'paymentMachine');
    if (!payment) throw new Error('The payment machine is not registered.');
    const [path] = generatedPaths(payment).shortest;
    if (!path) throw new Error('The payment machine has no generated path.');
    const { input: _, ...withoutInput } = path;

    const replay = replayPath(payment.machine, withoutInput);

    expect(replay.divergence?.step).toBe(0);
    expect(replay.divergence?.reason).toMatch(/^The machine cannot start with the path's input: /);
  });

  it('gives a stored failure back to the machine as an Error with its message', () => {
    const failed = shortestTo('failed');
    const stored: unknown = JSON.parse(serializeMachinePath(failed));
    const parsed = parseMachinePath(stored);
    if ('error' in parsed) throw new Error(parsed.error);

    const replay = replayPath(withdrawalMachine, parsed.path);

    expect(parsed.path.steps[1]?.event.error).toEqual({
      message: 'You cannot withdraw more than 240 coins.',
    });
    expect(eventForMachine(parsed.path.steps[1]?.event ?? { type: 'none' }).error).toEqual(
      new Error('You cannot withdraw more than 240 coins.'),
    );
    expect(replay.steps.at(-1)?.snapshot.context).toMatchObject({
      error: 'You cannot withdraw more than 240 coins.',
    });
  });
});

describe.each(MACHINES.map((entry) => ({ name: entry.name, entry })))(
  '$name: generated paths round-trip through their file',
  ({ entry }) => {
    const { shortest, simple } = generatedPaths(entry);

    it.each([...shortest, ...simple].map((path) => ({ id: path.id, title: path.title, path })))(
      '$id $title',
      ({ path: generated }) => {
        const parsed = parseMachinePath(JSON.parse(serializeMachinePath(generated)));
        if ('error' in parsed) throw new Error(parsed.error);

        const replay = replayPath(entry.machine, parsed.path);

        expect(replay.divergence).toBeNull();
        expect(replay.steps.map(({ matches }) => matches)).toEqual(generated.steps.map(() => true));
      },
    );
  },
);
