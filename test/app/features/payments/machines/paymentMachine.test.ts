import { createActor, type EventObject } from 'xstate';

import {
  badExpiry,
  card,
  CLIENT_SECRET,
  declined,
  intent,
  PACKAGE,
  paymentFixtures,
  recorded,
  succeeded,
} from '@app/features/payments/machines/paymentFixtures';
import {
  paymentMachine,
  type PaymentEvent,
  type PaymentSnapshot,
} from '@app/features/payments/machines/paymentMachine';
import { ControlledActors } from '@test/app/support/controlledActors';
import { leafPaths, machineModel, snapshotKey } from '@test/app/support/machineModel';

function startPayment() {
  const effects = new ControlledActors();
  const announced: string[] = [];
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        createIntent: effects.promise(),
        confirmCard: effects.promise(),
        recordPayment: effects.promise(),
      },
      actions: { announce: (_, announcement) => announced.push(announcement.text) },
    }),
    { input: PACKAGE },
  ).start();
  return { effects, announced, actor, snapshot: () => actor.getSnapshot() };
}

async function awaitingCard() {
  const payment = startPayment();
  payment.actor.send({ type: 'START' });
  await payment.effects.succeed('createIntent', intent);
  return payment;
}

describe('paymentMachine: the happy path', () => {
  it('creates the intent for the price, confirms the card, records the payment', async () => {
    const { effects, announced, actor, snapshot } = startPayment();
    expect(snapshot().value).toBe('idle');

    actor.send({ type: 'START' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(effects.inputOf('createIntent')).toEqual({ price: 10 });
    await effects.succeed('createIntent', intent);
    expect(snapshot().value).toBe('awaitingCard');

    actor.send({ type: 'PAY', card });
    expect(effects.inputOf('confirmCard')).toEqual({ clientSecret: CLIENT_SECRET, card });
    await effects.succeed('confirmCard', succeeded);
    expect(snapshot().value).toBe('recording');
    expect(effects.inputOf('recordPayment')).toEqual({
      transactionId: 'pi_sandbox_1',
      coins: 150,
      price: 10,
    });
    await effects.succeed('recordPayment', recorded);

    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().status).toBe('done');
    expect(announced).toEqual(['Payment successful!']);
  });

  it('keeps the card out of the context', async () => {
    const { actor, snapshot } = await awaitingCard();

    actor.send({ type: 'PAY', card });

    expect(JSON.stringify(snapshot().context)).not.toContain('4242');
  });

  it('confirms once however often Pay is pressed', async () => {
    const { effects, actor } = await awaitingCard();

    actor.send({ type: 'PAY', card });
    actor.send({ type: 'PAY', card });
    await effects.succeed('confirmCard', succeeded);
    actor.send({ type: 'PAY', card });

    expect(effects.countOf('confirmCard')).toBe(1);
    expect(effects.countOf('recordPayment')).toBe(1);
  });
});

describe('paymentMachine: failures', () => {
  it('keeps the server’s message when no intent can be made, and asks again on RETRY', async () => {
    const { effects, actor, snapshot } = startPayment();
    actor.send({ type: 'START' });
    await effects.fail('createIntent', new Error('Choose one of the coin packages: $1, $10.'));

    expect(snapshot().value).toBe('intentFailed');
    expect(snapshot().context.failure).toBe('Choose one of the coin packages: $1, $10.');

    actor.send({ type: 'RETRY' });
    expect(snapshot().context.failure).toBeNull();
    expect(effects.countOf('createIntent')).toBe(2);
  });

  it('shows a problem with a field under that field, back at the card form', async () => {
    const { effects, actor, snapshot } = await awaitingCard();

    actor.send({ type: 'PAY', card: { ...card, expiry: '01/20' } });
    await effects.succeed('confirmCard', badExpiry);

    expect(snapshot().value).toBe('awaitingCard');
    expect(snapshot().context.cardProblem).toEqual({
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
    expect(snapshot().context.failure).toBeNull();

    actor.send({ type: 'CARD_CHANGED' });
    expect(snapshot().context.cardProblem).toBeNull();
  });

  it('keeps the gateway’s message for a declined card; RETRY opens the card form again', async () => {
    const { effects, actor, snapshot } = await awaitingCard();

    actor.send({ type: 'PAY', card });
    await effects.succeed('confirmCard', declined);
    expect(snapshot().value).toBe('confirmFailed');
    expect(snapshot().context.failure).toBe('Your card was declined.');
    actor.send({ type: 'PAY', card });
    expect(effects.countOf('confirmCard')).toBe(1);

    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('awaitingCard');
    expect(snapshot().context.failure).toBeNull();
    expect(snapshot().context.clientSecret).toBe(CLIENT_SECRET);
    expect(effects.countOf('createIntent')).toBe(1);
  });

  it('opens the card form again as soon as the card is edited after a decline', async () => {
    const { effects, actor, snapshot } = await awaitingCard();

    actor.send({ type: 'PAY', card });
    await effects.succeed('confirmCard', declined);
    actor.send({ type: 'CARD_CHANGED' });
    expect(snapshot().value).toBe('awaitingCard');
    expect(snapshot().context.failure).toBeNull();

    actor.send({ type: 'PAY', card });
    expect(snapshot().value).toBe('confirming');
    expect(effects.countOf('confirmCard')).toBe(2);
    expect(effects.countOf('createIntent')).toBe(1);
  });

  it('after a failed recording retries the recording only, never the card', async () => {
    const { effects, announced, actor, snapshot } = await awaitingCard();
    actor.send({ type: 'PAY', card });
    await effects.succeed('confirmCard', succeeded);
    await effects.fail('recordPayment', new Error('The payment provider is not answering.'));

    expect(snapshot().value).toBe('recordFailed');
    expect(snapshot().context.failure).toBe('The payment provider is not answering.');
    expect(snapshot().can({ type: 'PAY', card })).toBe(false);

    actor.send({ type: 'RETRY' });
    expect(effects.inputOf('recordPayment')).toEqual({
      transactionId: 'pi_sandbox_1',
      coins: 150,
      price: 10,
    });
    await effects.succeed('recordPayment', recorded);
    expect(snapshot().value).toBe('succeeded');
    expect(effects.countOf('confirmCard')).toBe(1);
    expect(announced).toEqual(['Payment successful!']);
  });
});

/*
 * Model-based: every state the machine reaches with these events (three answers of the
 * card gateway: paid, a field problem, declined), each edge played against a real actor
 * with controlled effects, checking the invariants at each step.
 */
describe('paymentMachine model', () => {
  const model = paymentMachine.provide({ actions: { announce: () => undefined } });
  const { cases, unreachedStates, untakenTransitions } = machineModel(model, paymentFixtures);

  const BUSY = ['creatingIntent', 'confirming', 'recording'];
  const FAILED = ['intentFailed', 'confirmFailed', 'recordFailed'];
  const WITHOUT_INTENT = ['idle', 'creatingIntent', 'intentFailed'];
  const PAID = ['recording', 'recordFailed', 'succeeded'];
  const INVOKED = ['createIntent', 'confirmCard', 'recordPayment'];
  const PAYMENT_EVENTS: readonly string[] = [
    'START',
    'PAY',
    'CARD_CHANGED',
    'RETRY',
  ] satisfies PaymentEvent['type'][];

  function isPaymentEvent(event: EventObject): event is PaymentEvent {
    return PAYMENT_EVENTS.includes(event.type);
  }

  function expectInvariants(snapshot: PaymentSnapshot, effects: ControlledActors) {
    const [state = ''] = leafPaths(snapshot.value);
    const where = `in ${state}`;
    const { context } = snapshot;
    const observed = {
      where,
      busy: snapshot.hasTag('busy'),
      failed: snapshot.hasTag('failed'),
      hasFailure: context.failure !== null,
      hasIntent: context.clientSecret !== null,
      paid: context.transactionId !== null,
      canPay: snapshot.can({ type: 'PAY', card }),
      running: INVOKED.filter((id) => effects.isRunning(id)).length,
    };
    expect(observed).toEqual({
      where,
      busy: BUSY.includes(state),
      failed: FAILED.includes(state),
      hasFailure: FAILED.includes(state),
      hasIntent: !WITHOUT_INTENT.includes(state),
      paid: PAID.includes(state),
      canPay: state === 'awaitingCard',
      running: BUSY.includes(state) ? 1 : 0,
    });
    if (context.cardProblem !== null) expect(where).toBe('in awaitingCard');
    expect({ coins: context.coins, price: context.price }).toEqual(PACKAGE);
    // The gateway sees only the intent's secret; the server only the id the gateway gave.
    for (const { id, input } of effects.invocations) {
      if (id === 'confirmCard') expect(input).toEqual({ clientSecret: CLIENT_SECRET, card });
      if (id === 'recordPayment')
        expect(input).toEqual({ transactionId: 'pi_sandbox_1', ...PACKAGE });
    }
  }

  it('reaches every state of the machine', () => {
    expect(unreachedStates()).toEqual([]);
  });

  it('takes every transition of the machine', () => {
    expect(untakenTransitions()).toEqual([]);
  });

  it.each(cases)('$name', async ({ steps }) => {
    const effects = new ControlledActors();
    const actor = createActor(
      model.provide({
        actors: {
          createIntent: effects.promise(),
          confirmCard: effects.promise(),
          recordPayment: effects.promise(),
        },
      }),
      { input: PACKAGE },
    ).start();

    for (const step of steps) {
      if (step.event.type !== 'xstate.init') {
        await effects.perform(step.event, (event) => actor.send(event), isPaymentEvent);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshotKey(snapshot)).toEqual(snapshotKey(step.state));
      expectInvariants(snapshot, effects);
    }
    actor.stop();
  });
});
