/**
 * What a person can do next in a simulation: the events the active states handle (with the
 * fixtures' payloads as starting points) and the ways each running actor can end.
 */
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';

import type { MachineFixtures } from '@app/machineKit/fixtures';
import { eventForMachine } from './pathFile';
import { activeStatePaths, runningActors } from './simulation';
import { transitionsOf } from './statechart';
import { edgeIdsOf } from './transitionIds';

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of path.split('.')) node = node?.states[key];
  return node;
}

/** The active state nodes, the machine's root included (its own transitions apply everywhere). */
export function activeNodes(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): AnyStateNode[] {
  const nodes = activeStatePaths(snapshot).map((path) => nodeAt(machine, path));
  return [machine.root, ...nodes.filter((node): node is AnyStateNode => node !== undefined)];
}

export interface EventChoice {
  type: string;
  /** The fixtures' events of this type, else the bare event. */
  presets: AnyEventObject[];
}

/** The events a person sends (not an actor's outcome, a delay or an eventless transition). */
export function eventChoices(
  machine: AnyStateMachine,
  fixtures: MachineFixtures,
  snapshot: AnyMachineSnapshot,
): EventChoice[] {
  const types = new Set(
    activeNodes(machine, snapshot)
      .flatMap(transitionsOf)
      .map((transition) => transition.eventType)
      .filter((type) => type !== '' && !type.startsWith('xstate.')),
  );
  return [...types].map((type) => {
    const presets = fixtures.events.filter((event) => event.type === type);
    return { type, presets: presets.length > 0 ? presets : [{ type }] };
  });
}

export interface ActorOutcome {
  kind: 'done' | 'error';
  event: AnyEventObject;
}

export interface ActorChoice {
  id: string;
  outcomes: ActorOutcome[];
}

/** Each running actor with the ways the fixtures let it end. */
export function actorChoices(
  fixtures: MachineFixtures,
  snapshot: AnyMachineSnapshot,
): ActorChoice[] {
  return runningActors(snapshot).map((id) => ({
    id,
    outcomes: fixtures.events.flatMap((event): ActorOutcome[] => {
      const match = ACTOR_EVENT.exec(event.type);
      if (!match || match[2] !== id) return [];
      return [{ kind: match[1] === 'done' ? 'done' : 'error', event }];
    }),
  }));
}

/** A one-line description of an actor's outcome event, for a list of choices. */
export function outcomeLabel(outcome: ActorOutcome): string {
  if (outcome.kind === 'error') {
    const error: unknown = outcome.event.error;
    return `error: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
  }
  const output: unknown = outcome.event.output;
  const text = output === undefined ? '(no output)' : JSON.stringify(output);
  return `done: ${text.length > 80 ? `${text.slice(0, 77)}…` : text}`;
}

/** The transitions an event would take from this snapshot (empty when none would). */
export function transitionsTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): AnyTransitionDefinition[] {
  if (snapshot.status !== 'active') return [];
  return machine.getTransitionData(snapshot, eventForMachine(event));
}

/**
 * An event that takes exactly this transition from here: the fixtures' candidates of its type,
 * then the bare event. Clicking a transition on the diagram sends it.
 */
export function eventForTransition(
  machine: AnyStateMachine,
  fixtures: MachineFixtures,
  snapshot: AnyMachineSnapshot,
  wanted: AnyTransitionDefinition,
): AnyEventObject | undefined {
  const candidates = [
    ...fixtures.events.filter((event) => event.type === wanted.eventType),
    { type: wanted.eventType },
  ];
  return candidates.find((event) => transitionsTaken(machine, snapshot, event).includes(wanted));
}

/**
 * The transitions that can be taken from here, by diagram id, each with the event that takes it:
 * what the diagram lets a person click.
 */
export function availableTransitions(
  machine: AnyStateMachine,
  fixtures: MachineFixtures,
  snapshot: AnyMachineSnapshot,
): Map<string, AnyEventObject> {
  if (snapshot.status !== 'active') return new Map();
  const running = new Set(runningActors(snapshot));
  return new Map(
    activeNodes(machine, snapshot)
      .flatMap(transitionsOf)
      .filter((transition) => {
        const actor = ACTOR_EVENT.exec(transition.eventType);
        return actor ? running.has(actor[2] ?? '') : transition.eventType !== '';
      })
      .flatMap((transition) => {
        const event = eventForTransition(machine, fixtures, snapshot, transition);
        return event ? edgeIdsOf(transition).map((id) => [id, event] as const) : [];
      }),
  );
}
