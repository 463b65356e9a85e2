/**
 * A machine's generated paths (xstate/graph's shortest and simple paths), walked with the
 * machine's fixtures exactly as the model-based tests walk it (`fixtureTraversal`), and written
 * in the one path format (src/app/machineKit/machinePath.ts) so the lab plays, exports and
 * replays them like a recording.
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

import type { MachineFixtures } from '@app/machineKit/fixtures';
import {
  MACHINE_PATH_FORMAT,
  MACHINE_PATH_VERSION,
  type MachinePath,
  type MachinePathSource,
  type MachinePathStep,
} from '@app/machineKit/machinePath';
import type { RegisteredMachine } from '@app/machines';

export interface FixtureTraversalOptions {
  /**
   * Tell states apart by their value only, not their context: one path per state the diagram
   * shows, and a traversal that ends even when a machine counts in its context.
   */
  byStateValue?: boolean;
}

/**
 * How xstate/graph walks a machine with its fixtures: only the events the state reacts to (an
 * ignored event would leave the walk where it is), from the fixtures' input.
 */
export function fixtureTraversal(fixtures: MachineFixtures, options: FixtureTraversalOptions = {}) {
  return {
    events: (snapshot: AnyMachineSnapshot) =>
      fixtures.events.filter((event) => snapshot.can(event)),
    input: fixtures.input,
    ...(options.byStateValue
      ? { serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value) }
      : {}),
  };
}

/** The atomic states of a state value, as dotted paths (`registering.creatingAccount`). */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([parent, child]) =>
    child === undefined ? [] : leafPaths(child, `${prefix}${parent}.`),
  );
}

/** A state value as people read it: `succeeded`, `registering.creatingAccount`. */
export function stateLabel(value: StateValue): string {
  return leafPaths(value).join(', ');
}

/**
 * An event as JSON keeps it: an Error (an invoked actor's failure) becomes `{ message }`, and
 * anything else JSON cannot hold is dropped the way JSON.stringify drops it.
 */
export function jsonEvent(event: AnyEventObject): AnyEventObject {
  const json: unknown = JSON.parse(
    JSON.stringify(event, (_, value: unknown) =>
      value instanceof Error ? { message: value.message } : value,
    ),
  );
  return json as AnyEventObject;
}

function jsonValue(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export interface GeneratedPathsOptions {
  /** At most this many simple paths per machine (they grow fast with a machine's size). */
  simpleLimit?: number;
  /** The paths' `createdAt`; now unless given. */
  createdAt?: string;
}

export interface GeneratedPaths {
  shortest: MachinePath[];
  simple: MachinePath[];
}

export const SIMPLE_PATHS_LIMIT = 200;

interface GraphPath {
  state: AnyMachineSnapshot;
  steps: { event: AnyEventObject; state: AnyMachineSnapshot }[];
}

interface Draft {
  target: string;
  steps: MachinePathStep[];
  key: string;
}

function draftOf(path: GraphPath): Draft | null {
  const steps = path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => ({ event: jsonEvent(step.event), state: step.state.value }));
  if (steps.length === 0) return null;
  return {
    target: stateLabel(path.state.value),
    steps,
    key: JSON.stringify(steps.map((step) => step.event)),
  };
}

/** By target, then length, then events: the same definition numbers its paths the same way. */
function byTargetLengthEvents(a: Draft, b: Draft): number {
  if (a.target !== b.target) return a.target < b.target ? -1 : 1;
  if (a.steps.length !== b.steps.length) return a.steps.length - b.steps.length;
  if (a.key === b.key) return 0;
  return a.key < b.key ? -1 : 1;
}

function toMachinePaths(
  machine: AnyStateMachine,
  source: Extract<MachinePathSource, 'shortest' | 'simple'>,
  graphPaths: GraphPath[],
  initialState: StateValue,
  input: unknown,
  createdAt: string,
  limit = Infinity,
): MachinePath[] {
  return graphPaths
    .map(draftOf)
    .filter((draft): draft is Draft => draft !== null)
    .sort(byTargetLengthEvents)
    .slice(0, limit)
    .map((draft, index) => ({
      format: MACHINE_PATH_FORMAT,
      version: MACHINE_PATH_VERSION,
      id: `${source}-${index + 1}`,
      machine: machine.id,
      source,
      title: `→ ${draft.target}`,
      createdAt,
      ...(input === undefined ? {} : { input }),
      initialState,
      steps: draft.steps,
    }));
}

/**
 * The shortest path to every state value the fixtures reach, and the simple paths (no state
 * twice) to each, capped; the empty path to the initial state is left out.
 */
export function generatedPaths(
  entry: RegisteredMachine,
  options: GeneratedPathsOptions = {},
): GeneratedPaths {
  const { machine, fixtures } = entry;
  const traversal = fixtureTraversal(fixtures, { byStateValue: true });
  const createdAt = options.createdAt ?? new Date().toISOString();
  const input = jsonValue(fixtures.input);
  const [initialSnapshot] = initialTransition(machine, fixtures.input);
  const initial = initialSnapshot.value;
  return {
    shortest: toMachinePaths(
      machine,
      'shortest',
      getShortestPaths(machine, traversal),
      initial,
      input,
      createdAt,
    ),
    simple: toMachinePaths(
      machine,
      'simple',
      getSimplePaths(machine, traversal),
      initial,
      input,
      createdAt,
      options.simpleLimit ?? SIMPLE_PATHS_LIMIT,
    ),
  };
}
