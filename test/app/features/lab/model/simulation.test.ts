/**
 * The lab's simulation (docs/machines/README.md#simulate): pure steps of the real machine with
 * the lab's inert actors, the choices it offers, and its links.
 */
import { MACHINES } from '@app/machines';
import {
  actorChoices,
  availableTransitions,
  eventChoices,
  eventForTransition,
} from '@app/features/lab/model/choices';
import { labViewParams, readLabView } from '@app/features/lab/model/labView';
import { inTheLab, runningActors, simulate } from '@app/features/lab/model/simulation';
import { transitionsById } from '@app/features/lab/model/transitionIds';
import { declined, paymentFixtures } from '@app/features/payments/machines/paymentFixtures';
import { paymentMachine } from '@app/features/payments/machines/paymentMachine';
import { doneEvent } from '@app/machineKit/fixtures';

const machine = inTheLab(paymentMachine);
const input = paymentFixtures.input;

test('the lab replaces every actor and the alerts, so nothing real can run', () => {
  for (const entry of MACHINES) {
    const lab = inTheLab(entry.machine);
    for (const name of Object.keys(entry.machine.implementations.actors)) {
      expect(lab.implementations.actors[name]).not.toBe(entry.machine.implementations.actors[name]);
    }
    expect(lab.implementations.actions.announce).not.toBe(
      entry.machine.implementations.actions.announce,
    );
  }
});

test('a declined card ends in confirmFailed with the gateway’s message, step by step', () => {
  const { steps, refused } = simulate(machine, input, [
    { type: 'START' },
    doneEvent('createIntent', { clientSecret: 'pi_1_secret_x', provider: 'sandbox' }),
    { type: 'PAY', card: null },
    doneEvent('confirmCard', declined),
  ]);
  expect(refused).toBeNull();
  expect(steps.map((step) => step.snapshot.value)).toEqual([
    'idle',
    'creatingIntent',
    'awaitingCard',
    'confirming',
    'confirmFailed',
  ]);
  expect(steps[1]?.effects).toContainEqual({
    kind: 'invoke',
    text: 'createIntent',
    detail: { price: 10 },
  });
  expect(steps[4]?.snapshot.context).toMatchObject({ failure: 'Your card was declined.' });
});

test('an event the state does not take stops the simulation with the step and why', () => {
  const { steps, refused } = simulate(machine, input, [{ type: 'START' }, { type: 'RETRY' }]);
  expect(steps).toHaveLength(2);
  expect(refused).toEqual({
    step: 2,
    reason: 'Step 2: RETRY is not accepted in state "creatingIntent".',
  });
});

test('the choices follow the state: events at idle, actor outcomes while an actor runs', () => {
  const [idle, creating] = simulate(machine, input, [{ type: 'START' }]).steps;
  if (!idle || !creating) throw new Error('no steps');
  expect(
    eventChoices(machine, paymentFixtures, idle.snapshot).map((choice) => choice.type),
  ).toEqual(['START']);
  expect(runningActors(creating.snapshot)).toEqual(['createIntent']);
  const [actor] = actorChoices(paymentFixtures, creating.snapshot);
  expect(actor?.id).toBe('createIntent');
  expect(actor?.outcomes.map((outcome) => outcome.kind)).toEqual(['done', 'error']);
});

test('every transition the diagram offers from a state is taken by the event it sends', () => {
  const confirming = simulate(machine, input, [
    { type: 'START' },
    doneEvent('createIntent', { clientSecret: 'pi_1_secret_x', provider: 'sandbox' }),
    { type: 'PAY', card: null },
  ]).steps[3];
  if (!confirming) throw new Error('no step');
  const offered = availableTransitions(machine, paymentFixtures, confirming.snapshot);
  const byId = transitionsById(machine);
  // confirmCard's three outcomes (paid, field problem, declined) and its error.
  expect(offered.size).toBe(4);
  for (const [id, event] of offered) {
    const transition = byId.get(id);
    if (!transition) throw new Error(`no transition ${id}`);
    expect(eventForTransition(machine, paymentFixtures, confirming.snapshot, transition)).toEqual(
      event,
    );
    expect(machine.getTransitionData(confirming.snapshot, event)).toContain(transition);
  }
});

test('a simulation’s link holds its input and events, errors included, and its step', () => {
  const view = {
    source: {
      kind: 'simulation' as const,
      input: { coins: 500, price: 20 },
      events: [
        { type: 'START' },
        { type: 'xstate.error.actor.createIntent', error: new Error('Down') },
      ],
    },
    step: 1,
  };
  const read = readLabView(labViewParams(view), input);
  expect(read.step).toBe(1);
  expect(read.source).toEqual({
    kind: 'simulation',
    input: { coins: 500, price: 20 },
    events: [
      { type: 'START' },
      { type: 'xstate.error.actor.createIntent', error: { message: 'Down' } },
    ],
  });
  const replayed = simulate(
    machine,
    { coins: 500, price: 20 },
    read.source.kind === 'simulation' ? read.source.events : [],
  );
  expect(replayed.steps.at(-1)?.snapshot.context).toMatchObject({ failure: 'Down' });
  expect(readLabView(new URLSearchParams('path=shortest-2&step=3'), input)).toEqual({
    source: { kind: 'path', id: 'shortest-2' },
    step: 3,
  });
  expect(readLabView(new URLSearchParams('sim=not-json'), input).source).toEqual({
    kind: 'simulation',
    input,
    events: [],
  });
});
