/**
 * Playing a machine in the lab without running any effect: each step is XState's pure
 * `transition`, so a history of events always rebuilds the same snapshots, and stepping back is
 * only showing an earlier one. An invoked actor does not run; the person decides how it ends,
 * which is the actor's done or error event (docs/machines/README.md#simulate).
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  fromPromise,
  initialTransition,
  transition,
} from 'xstate';

import { errorMessageOf } from '@app/machineKit';
import { eventForMachine } from './pathFile';
import { nameOfImplementation } from './statechart';

/** What a step caused besides the new state, in words a QA person reads. */
export interface StepEffect {
  kind: 'alert' | 'invoke' | 'stop' | 'action';
  /** `announce` alerts: the text; invoked actors: their id; other actions: their name. */
  text: string;
  /** The alert's variant, the actor's input, the action's params. */
  detail?: unknown;
}

export interface SimulationStep {
  /** The event of this step; null for the start. */
  event: AnyEventObject | null;
  snapshot: AnyMachineSnapshot;
  effects: StepEffect[];
}

export interface Simulation {
  steps: SimulationStep[];
  /** Why the event after the last step could not be played, if one could not. */
  refused: { step: number; reason: string } | null;
}

interface ExecutedAction {
  type: string;
  params?: unknown;
}

function paramsRecord(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
}

function effectOf(action: ExecutedAction): StepEffect {
  const params = paramsRecord(action.params);
  if (action.type === 'announce') {
    return { kind: 'alert', text: String(params.text ?? ''), detail: params.variant };
  }
  if (action.type === 'xstate.spawnChild') {
    return { kind: 'invoke', text: String(params.id ?? params.src ?? ''), detail: params.input };
  }
  if (action.type === 'xstate.stopChild') {
    const actor = paramsRecord(params.actorRef ?? params);
    return { kind: 'stop', text: String(actor.id ?? '') };
  }
  return { kind: 'action', text: action.type, detail: action.params };
}

export function effectsOf(actions: readonly ExecutedAction[]): StepEffect[] {
  return actions.map(effectOf);
}

/** The machine's first snapshot with this input. */
export function startStep(machine: AnyStateMachine, input: unknown): SimulationStep {
  const [snapshot, actions] = initialTransition(machine, input);
  return { event: null, snapshot, effects: effectsOf(actions) };
}

/** The reason an event cannot be played from a snapshot, or null when it can. */
export function refusalOf(snapshot: AnyMachineSnapshot, event: AnyEventObject): string | null {
  if (snapshot.status !== 'active') return `the machine has stopped (${snapshot.status}).`;
  if (!snapshot.can(eventForMachine(event))) {
    return `${event.type} is not accepted in state ${JSON.stringify(snapshot.value)}.`;
  }
  return null;
}

/**
 * The actions the transitions taken by an event name (`rememberDraft`, `showError`): XState runs
 * `assign` inside the step and does not list it among the actions it returns.
 */
export function transitionActions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): StepEffect[] {
  if (snapshot.status !== 'active') return [];
  return machine
    .getTransitionData(snapshot, eventForMachine(event))
    .flatMap((taken) => taken.actions.map(nameOfImplementation))
    .filter((name) => name !== 'announce')
    .map((name) => ({ kind: 'action', text: name }));
}

export function nextStep(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): SimulationStep {
  const named = transitionActions(machine, snapshot, event);
  const [next, actions] = transition(machine, snapshot, eventForMachine(event));
  return { event, snapshot: next, effects: [...named, ...effectsOf(actions)] };
}

/** Every step from the start through the events, stopping at the first one the machine refuses. */
export function simulate(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): Simulation {
  let start: SimulationStep;
  try {
    start = startStep(machine, input);
  } catch (error) {
    return {
      steps: [],
      refused: {
        step: 0,
        reason: `The machine cannot start with this input: ${errorMessageOf(error)}`,
      },
    };
  }
  const steps: SimulationStep[] = [start];
  for (const [index, event] of events.entries()) {
    const current = steps[steps.length - 1]?.snapshot ?? start.snapshot;
    const refusal = refusalOf(current, event);
    if (refusal) {
      return { steps, refused: { step: index + 1, reason: `Step ${index + 1}: ${refusal}` } };
    }
    steps.push(nextStep(machine, current, event));
  }
  return { steps, refused: null };
}

/** The actors invoked in the snapshot's states, waiting for the person to decide how they end. */
export function runningActors(snapshot: AnyMachineSnapshot): string[] {
  return Object.keys(snapshot.children as Record<string, unknown>);
}

/** The active states of a snapshot, parents included, as dotted paths (`registering.creatingAccount`). */
export function activeStatePaths(snapshot: AnyMachineSnapshot): string[] {
  const leaves = (value: unknown, prefix: string): string[] => {
    if (typeof value === 'string') return [`${prefix}${value}`];
    return Object.entries(paramsRecord(value)).flatMap(([parent, child]) => [
      `${prefix}${parent}`,
      ...leaves(child, `${prefix}${parent}.`),
    ]);
  };
  return leaves(snapshot.value, '');
}

/**
 * The machine as the lab runs it: every actor and the alerts replaced by inert stand-ins through
 * `.provide()`, so that nothing the product does for real (requests, sign-in, payments) can ever
 * start here, whatever the definition's defaults are.
 */
export function inTheLab(machine: AnyStateMachine): AnyStateMachine {
  const actorNames = Object.keys(machine.implementations.actors);
  const pending = fromPromise(() => new Promise<never>(() => undefined));
  return machine.provide({
    actors: Object.fromEntries(actorNames.map((name) => [name, pending])),
    actions: { announce: () => undefined },
  });
}
