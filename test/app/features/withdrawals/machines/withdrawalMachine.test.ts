import { type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';

import {
  availableCoins as AVAILABLE,
  validDraft as valid,
  withdrawalFixtures,
} from '@app/features/withdrawals/machines/withdrawalFixtures';
import {
  type WithdrawalDraft,
  type WithdrawalEvent,
  withdrawalMachine,
} from '@app/features/withdrawals/machines/withdrawalMachine';
import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import { withdrawalAmountFor } from '@contract/money';
import { isWithdrawDisabled, validateWithdrawalCoins } from '@contract/validation';
import { ControlledActors, settle } from '@test/app/support/controlledActors';
import { machineModel, snapshotKey as key } from '@test/app/support/machineModel';

const WITHDRAWAL_EVENTS: readonly string[] = [
  'SUBMIT',
  'RETRY',
  'EDIT',
] satisfies WithdrawalEvent['type'][];

function isWithdrawalEvent(event: EventObject): event is WithdrawalEvent {
  return WITHDRAWAL_EVENTS.includes(event.type);
}

/** The `submitWithdrawal` request under the test's control: what was sent, and its answer. */
class ControlledWithdrawals extends ControlledActors {
  readonly actors = { submitWithdrawal: this.promise<InsertedId, CreateWithdrawalBody>() };

  get sent(): CreateWithdrawalBody[] {
    return this.invocations
      .filter(({ id }) => id === 'submitWithdrawal')
      .map(({ input }) => input as CreateWithdrawalBody);
  }

  get running(): number {
    return this.isRunning('submitWithdrawal') ? 1 : 0;
  }

  answer(output: InsertedId = { insertedId: 'withdrawal-9' }): Promise<void> {
    return this.succeed('submitWithdrawal', output);
  }

  refuse(error: unknown): Promise<void> {
    return this.fail('submitWithdrawal', error);
  }
}

function start() {
  const effects = new ControlledWithdrawals();
  const actor = createActor(
    withdrawalMachine.provide({ actors: effects.actors, actions: { announce: () => undefined } }),
  ).start();
  return { effects, actor, snapshot: () => actor.getSnapshot() };
}

const submit = (draft: WithdrawalDraft, availableCoins = AVAILABLE): WithdrawalEvent => ({
  type: 'SUBMIT',
  draft,
  availableCoins,
});

describe('withdrawal rules (docs/product.md#validation-rules)', () => {
  it('asks for at least 200 coins', () => {
    expect(validateWithdrawalCoins(199, AVAILABLE)).toBe('Minimum withdrawal coins is 200.');
    expect(validateWithdrawalCoins(Number.NaN, AVAILABLE)).toBe('Minimum withdrawal coins is 200.');
    expect(validateWithdrawalCoins(200, AVAILABLE)).toBeUndefined();
  });

  it('allows no more than the available coins', () => {
    expect(validateWithdrawalCoins(501, AVAILABLE)).toBe(
      'You cannot withdraw more than 500 coins.',
    );
    expect(validateWithdrawalCoins(500, AVAILABLE)).toBeUndefined();
  });

  it('computes the amount as coins / 20 to two decimals', () => {
    expect(withdrawalAmountFor(200)).toBe(10);
    expect(withdrawalAmountFor(205)).toBe(10.25);
    expect(withdrawalAmountFor(333)).toBe(16.65);
    expect(withdrawalAmountFor(0)).toBe(0);
  });

  const enabled = { coins: 250, availableCoins: AVAILABLE, accountNumber: '017', hasError: false };

  it('enables Withdraw for a request within every rule', () => {
    expect(isWithdrawDisabled(enabled)).toBe(false);
  });

  it('disables Withdraw when the amount is 0 or less', () => {
    expect(isWithdrawDisabled({ ...enabled, coins: 0 })).toBe(true);
    expect(isWithdrawDisabled({ ...enabled, coins: -40 })).toBe(true);
  });

  it('disables Withdraw when the amount exceeds available coins / 20', () => {
    expect(isWithdrawDisabled({ ...enabled, coins: 520 })).toBe(true);
    expect(isWithdrawDisabled({ ...enabled, coins: 500 })).toBe(false);
  });

  it('disables Withdraw while an error exists', () => {
    expect(isWithdrawDisabled({ ...enabled, hasError: true })).toBe(true);
  });

  it('disables Withdraw while the account number is empty', () => {
    expect(isWithdrawDisabled({ ...enabled, accountNumber: '' })).toBe(true);
    expect(isWithdrawDisabled({ ...enabled, accountNumber: '   ' })).toBe(true);
  });
});

describe('withdrawalMachine: only a request within the rules is sent', () => {
  it.each([
    { rule: 'fewer than 200 coins', draft: { ...valid, coins: 180 } },
    { rule: 'more than the available coins', draft: { ...valid, coins: 520 } },
    { rule: 'no coins', draft: { ...valid, coins: 0 } },
    { rule: 'no payment system', draft: { ...valid, paymentSystem: '' } },
    { rule: 'an unknown payment system', draft: { ...valid, paymentSystem: 'PayPal' } },
    { rule: 'no account number', draft: { ...valid, accountNumber: ' ' } },
  ])('stays in editing with $rule', ({ draft }) => {
    const { effects, actor, snapshot } = start();

    actor.send(submit(draft));

    expect(snapshot().value).toBe('editing');
    expect(effects.running).toBe(0);
  });

  it('sends the coins, the amount, the payment system and the account number', () => {
    const { effects, actor, snapshot } = start();

    actor.send(submit({ ...valid, coins: 333, accountNumber: '  01711-000 ' }));

    expect(snapshot().value).toBe('submitting');
    expect(effects.sent).toEqual([
      {
        withdrawal_coin: 333,
        withdrawal_amount: 16.65,
        payment_system: 'Nagad',
        account_number: '01711-000',
      },
    ]);
  });
});

describe('withdrawalMachine: how a request ends', () => {
  it('succeeds, keeps what was sent for the summary, then opens a fresh form', async () => {
    const { effects, actor, snapshot } = start();

    actor.send(submit(valid));
    await effects.answer();

    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().context).toEqual({ draft: valid, error: null });

    actor.send({ type: 'EDIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({ draft: null, error: null });
  });

  it('fails with the server’s message and sends the same request again on RETRY', async () => {
    const { effects, actor, snapshot } = start();

    actor.send(submit(valid));
    await effects.refuse(new Error('You cannot withdraw more than 240 coins.'));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.error).toBe('You cannot withdraw more than 240 coins.');

    actor.send({ type: 'RETRY', availableCoins: AVAILABLE });
    expect(snapshot().value).toBe('submitting');
    expect(snapshot().context.error).toBeNull();
    expect(effects.sent).toHaveLength(2);
    expect(effects.sent[1]).toEqual(effects.sent[0]);
  });

  it('does not retry a request the balance no longer covers', async () => {
    const { effects, actor, snapshot } = start();

    actor.send(submit(valid));
    await effects.refuse(new Error('Network down'));
    actor.send({ type: 'RETRY', availableCoins: 240 });

    expect(snapshot().value).toBe('failed');
    expect(effects.sent).toHaveLength(1);
  });

  it('goes back to editing without the error on EDIT, or sends a changed request', async () => {
    const { effects, actor, snapshot } = start();
    actor.send(submit(valid));
    await effects.refuse(new Error('Network down'));

    actor.send({ type: 'EDIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({ draft: null, error: null });

    actor.send(submit(valid));
    await effects.refuse(new Error('Network down'));
    actor.send(submit({ ...valid, coins: 200 }));
    expect(snapshot().value).toBe('submitting');
    expect(effects.sent.at(-1)?.withdrawal_coin).toBe(200);
  });

  it('says plainly when the real effect was not provided', async () => {
    const actor = createActor(withdrawalMachine).start();

    actor.send(submit(valid));
    await settle();

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toContain('provide the "submitWithdrawal" actor');
  });
});

/*
 * Model-based: xstate/graph walks every state the machine can reach with these events (the
 * request's done and error events stand for the server's answer). Every edge is then played
 * against a real actor with a controlled request, checking it agrees with the model and
 * keeps the invariants at each step.
 */
describe('withdrawalMachine model', () => {
  const model = withdrawalMachine.provide({ actions: { announce: () => undefined } });

  const EVENTS = withdrawalFixtures.events;

  const { edges, states, cases, untakenTransitions } = machineModel(model, withdrawalFixtures);

  function expectInvariants(snapshot: AnyMachineSnapshot, running: number): void {
    const state = String(snapshot.value);
    const { draft, error } = snapshot.context as { draft: WithdrawalDraft | null; error: unknown };
    expect({ state, sending: running === 1 }).toEqual({ state, sending: state === 'submitting' });
    expect({ state, draft: draft !== null }).toEqual({ state, draft: state !== 'editing' });
    expect({ state, error: error !== null }).toEqual({ state, error: state === 'failed' });
  }

  it('reaches every state of the machine', () => {
    const reached = new Set(edges.flatMap((edge) => [edge.state.value, edge.nextState.value]));

    expect([...reached].sort()).toEqual(Object.keys(withdrawalMachine.root.states).sort());
  });

  it('takes every transition of the machine', () => {
    const missed = untakenTransitions();

    expect(missed).toEqual([]);
  });

  it('refuses every request outside the rules, whatever the state', () => {
    const outsideTheRules = EVENTS.filter(
      (event) =>
        (event.type === 'SUBMIT' && event.draft !== valid) ||
        (event.type === 'RETRY' && event.availableCoins < valid.coins),
    );

    expect(outsideTheRules).toHaveLength(5);
    expect(states.map((state) => String(state.value)).sort()).toEqual([
      'editing',
      'failed',
      'submitting',
      'succeeded',
    ]);
    for (const state of states) {
      for (const event of outsideTheRules) expect(state.can(event)).toBe(false);
    }
  });

  it.each(cases)('$name', async ({ steps }) => {
    const { effects, actor } = start();
    const send = (event: WithdrawalEvent) => actor.send(event);

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') {
        await effects.perform(step.event, send, isWithdrawalEvent);
      }
      const snapshot = actor.getSnapshot();
      expect(key(snapshot)).toEqual(key(step.state));
      expectInvariants(snapshot, effects.running);
    }
    actor.stop();
  });
});
