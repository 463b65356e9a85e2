import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type StateValue,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';

import {
  type WithdrawalDraft,
  type WithdrawalEvent,
  withdrawalMachine,
} from '@app/features/withdrawals/machines/withdrawalMachine';
import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import { withdrawalAmountFor } from '@contract/money';
import { isWithdrawDisabled, validateWithdrawalCoins } from '@contract/validation';

/** Lets promise reactions and the actor's own event processing run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fake `submitWithdrawal`: each request waits until the test settles it. */
class ControlledWithdrawals {
  readonly sent: CreateWithdrawalBody[] = [];
  private pending: { resolve: (value: InsertedId) => void; reject: (error: unknown) => void }[] =
    [];

  readonly actors = {
    submitWithdrawal: fromPromise<InsertedId, CreateWithdrawalBody>(
      ({ input }) =>
        new Promise<InsertedId>((resolve, reject) => {
          this.sent.push(input);
          this.pending.push({ resolve, reject });
        }),
    ),
  };

  get running(): number {
    return this.pending.length;
  }

  private take() {
    const next = this.pending.shift();
    if (!next) throw new Error('No withdrawal request is running.');
    return next;
  }

  async succeed(output: InsertedId = { insertedId: 'withdrawal-9' }): Promise<void> {
    this.take().resolve(output);
    await settle();
  }

  async fail(error: unknown): Promise<void> {
    this.take().reject(error);
    await settle();
  }

  /** Plays an event of the model: a settled request, or what the worker does. */
  async perform(event: EventObject, send: (event: WithdrawalEvent) => void): Promise<void> {
    if (event.type === 'xstate.done.actor.submitWithdrawal') {
      return this.succeed('output' in event ? (event.output as InsertedId) : undefined);
    }
    if (event.type === 'xstate.error.actor.submitWithdrawal') {
      return this.fail('error' in event ? event.error : undefined);
    }
    send(event as WithdrawalEvent);
    return settle();
  }
}

function start() {
  const effects = new ControlledWithdrawals();
  const actor = createActor(withdrawalMachine.provide({ actors: effects.actors })).start();
  return { effects, actor, snapshot: () => actor.getSnapshot() };
}

const AVAILABLE = 500;
const valid: WithdrawalDraft = { coins: 250, paymentSystem: 'Nagad', accountNumber: '01711-000' };
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
    await effects.succeed();

    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().context).toEqual({ draft: valid, error: null });

    actor.send({ type: 'EDIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({ draft: null, error: null });
  });

  it('fails with the server’s message and sends the same request again on RETRY', async () => {
    const { effects, actor, snapshot } = start();

    actor.send(submit(valid));
    await effects.fail(new Error('You cannot withdraw more than 240 coins.'));
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
    await effects.fail(new Error('Network down'));
    actor.send({ type: 'RETRY', availableCoins: 240 });

    expect(snapshot().value).toBe('failed');
    expect(effects.sent).toHaveLength(1);
  });

  it('goes back to editing without the error on EDIT, or sends a changed request', async () => {
    const { effects, actor, snapshot } = start();
    actor.send(submit(valid));
    await effects.fail(new Error('Network down'));

    actor.send({ type: 'EDIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({ draft: null, error: null });

    actor.send(submit(valid));
    await effects.fail(new Error('Network down'));
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
  const model: AnyStateMachine = withdrawalMachine;

  const EVENTS: AnyEventObject[] = [
    submit(valid),
    submit({ ...valid, coins: 150 }),
    submit({ ...valid, coins: 600 }),
    submit({ ...valid, accountNumber: '' }),
    submit({ ...valid, paymentSystem: '' }),
    { type: 'RETRY', availableCoins: AVAILABLE },
    { type: 'RETRY', availableCoins: 100 },
    { type: 'EDIT' },
    { type: 'xstate.done.actor.submitWithdrawal', output: { insertedId: 'withdrawal-9' } },
    {
      type: 'xstate.error.actor.submitWithdrawal',
      error: new Error('You cannot withdraw more than 240 coins.'),
    },
  ];

  const traversal = {
    events: (snapshot: AnyMachineSnapshot) => EVENTS.filter((event) => snapshot.can(event)),
  };
  const edges = adjacencyMapToArray(getAdjacencyMap(model, traversal));
  const pathTo = new Map(
    getShortestPaths(model, traversal).map((path) => [key(path.state), path.steps]),
  );

  function key(snapshot: { value: StateValue; context: unknown }): string {
    return JSON.stringify({ value: snapshot.value, context: snapshot.context });
  }

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
    const taken = new Set(edges.flatMap((edge) => model.getTransitionData(edge.state, edge.event)));
    const defined = Object.values(withdrawalMachine.root.states).flatMap((node) =>
      [...node.transitions.values()].flat(),
    );
    const missed = defined
      .filter((transition) => !taken.has(transition))
      .map((transition) => `${transition.source.key} on ${transition.eventType}`);

    expect(missed).toEqual([]);
  });

  it('refuses every request outside the rules, whatever the state', () => {
    const outsideTheRules = EVENTS.filter(
      (event) =>
        (event.type === 'SUBMIT' && event.draft !== valid) ||
        (event.type === 'RETRY' && event.availableCoins < valid.coins),
    );
    const states = getShortestPaths(model, traversal).map((path) => path.state);

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

  const cases = edges.map((edge) => ({
    name: `${String(edge.state.value)} --${edge.event.type}--> ${String(edge.nextState.value)}`,
    steps: [...(pathTo.get(key(edge.state)) ?? []), { event: edge.event, state: edge.nextState }],
  }));

  it.each(cases)('$name', async ({ steps }) => {
    const { effects, actor } = start();
    const send = (event: WithdrawalEvent) => actor.send(event);

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') await effects.perform(step.event, send);
      const snapshot = actor.getSnapshot();
      expect(key(snapshot)).toEqual(key(step.state));
      expectInvariants(snapshot, effects.running);
    }
    actor.stop();
  });
});
