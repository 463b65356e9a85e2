/**
 * A machine path played against a machine definition with xstate's pure transition functions: no
 * actor runs and no effect starts; an invoked actor's outcome is the path's own done or error
 * event. The replay stops where the machine no longer agrees with the path, and says why.
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ExecutableActionsFrom,
  getNextTransitions,
  initialTransition,
  type StateValue,
  transition,
} from 'xstate';

import type { MachinePath } from '@app/machineKit/machinePath';

import { eventForMachine } from './pathFile';
import { stateLabel } from './paths';

export type ReplayAction = ExecutableActionsFrom<AnyStateMachine>;

export interface ReplayStep {
  /** The event as the machine received it (a stored failure is an Error again). */
  event: AnyEventObject;
  snapshot: AnyMachineSnapshot;
  /** What the step would do (alerts, effects to start), listed, not run. */
  actions: ReplayAction[];
  /** The state the path recorded after this step. */
  expected: StateValue;
  matches: boolean;
}

export interface Divergence {
  /** The 1-based step where the machine and the path part; 0 is the start, before any step. */
  step: number;
  reason: string;
}

export interface Replay {
  /** The machine started with the path's input; null when it cannot start. */
  initial: { snapshot: AnyMachineSnapshot; actions: ReplayAction[] } | null;
  /** Every step replayed: up to the divergence, including the step that reached another state. */
  steps: ReplayStep[];
  divergence: Divergence | null;
}

export function sameStateValue(a: StateValue, b: StateValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key];
    const right = b[key];
    return left !== undefined && right !== undefined && sameStateValue(left, right);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  if (typeof guard === 'function') return guard.name || 'an inline guard';
  return 'a guard';
}

/** Why the state refuses the event: the guards of its transitions for it, or that it has none. */
function whyRefused(snapshot: AnyMachineSnapshot, event: AnyEventObject): string {
  if (snapshot.status !== 'active') return 'the machine has already stopped';
  const guards = getNextTransitions(snapshot)
    .filter((candidate) => candidate.eventType === event.type)
    .map((candidate) => guardName(candidate.guard))
    .filter((name): name is string => name !== null);
  const named = [...new Set(guards)];
  if (named.length === 0) return 'no transition';
  return named.length === 1
    ? `guard ${named[0]} refused it`
    : `guards ${named.join(', ')} refused it`;
}

interface Started {
  initial: Replay['initial'];
  divergence: Divergence | null;
}

function start(machine: AnyStateMachine, path: MachinePath): Started {
  if (path.machine !== machine.id) {
    const reason = `The path is for the machine "${path.machine}", not "${machine.id}".`;
    return { initial: null, divergence: { step: 0, reason } };
  }
  let initial: NonNullable<Replay['initial']>;
  try {
    const [snapshot, actions] = initialTransition(machine, path.input);
    initial = { snapshot, actions };
  } catch (error) {
    const reason = `The machine cannot start with the path's input: ${messageOf(error)}`;
    return { initial: null, divergence: { step: 0, reason } };
  }
  if (initial.snapshot.status === 'error') {
    const reason = `The machine cannot start with the path's input: ${messageOf(initial.snapshot.error)}`;
    return { initial, divergence: { step: 0, reason } };
  }
  if (!sameStateValue(initial.snapshot.value, path.initialState)) {
    const reason = `The machine starts in "${stateLabel(initial.snapshot.value)}", the path says "${stateLabel(path.initialState)}".`;
    return { initial, divergence: { step: 0, reason } };
  }
  return { initial, divergence: null };
}

export function replayPath(machine: AnyStateMachine, path: MachinePath): Replay {
  const { initial, divergence } = start(machine, path);
  if (!initial || divergence) return { initial, steps: [], divergence };

  const steps: ReplayStep[] = [];
  let snapshot = initial.snapshot;
  for (const [index, step] of path.steps.entries()) {
    const where = `Step ${index + 1}`;
    const event = eventForMachine(step.event);
    const state = stateLabel(snapshot.value);
    const stop = (reason: string): Replay => ({
      initial,
      steps,
      divergence: { step: index + 1, reason },
    });
    let next: AnyMachineSnapshot;
    let actions: ReplayAction[];
    try {
      if (!snapshot.can(event)) {
        return stop(
          `${where}: ${event.type} is not accepted in state "${state}" (${whyRefused(snapshot, event)}).`,
        );
      }
      [next, actions] = transition(machine, snapshot, event);
    } catch (error) {
      return stop(`${where}: ${event.type} in state "${state}" failed: ${messageOf(error)}`);
    }
    const matches = sameStateValue(next.value, step.state);
    steps.push({ event, snapshot: next, actions, expected: step.state, matches });
    if (next.status === 'error') {
      return stop(`${where}: ${event.type} made the machine fail: ${messageOf(next.error)}`);
    }
    if (!matches) {
      return stop(
        `${where}: ${event.type} reached "${stateLabel(next.value)}", the path says "${stateLabel(step.state)}".`,
      );
    }
    snapshot = next;
  }
  return { initial, steps, divergence: null };
}
