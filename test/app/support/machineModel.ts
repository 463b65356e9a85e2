/**
 * Model-based testing of a machine with xstate/graph: the adjacency map of every state the
 * machine reaches with its fixtures' events (an invoked actor's done and error events stand
 * for its effect settling), each edge with the shortest path to its source, and what of
 * the definition those edges leave out. `createTestModel` refuses machines that invoke
 * actors, so the paths are played by the test itself (see ControlledActors.perform).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
} from 'xstate/graph';

import { fixtureTraversal, leafPaths } from '@app/features/lab/model/paths';
import type { MachineFixtures } from '@app/machineKit/fixtures';

export { doneEvent, errorEvent } from '@app/machineKit/fixtures';
export { leafPaths };

/** A state and its context, as the graph tells snapshots apart. */
export function snapshotKey(snapshot: { value: StateValue; context: unknown }): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

export interface ModelStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface ModelCase {
  name: string;
  /** From the initial state along the shortest path to the edge, then the edge itself. */
  steps: ModelStep[];
}

/**
 * The model walks the machine with its fixtures as the Machine Lab's generated paths do
 * (fixtureTraversal), but tells states apart by context too, so every context a state is
 * reached with is played.
 */
export function machineModel(machine: AnyStateMachine, fixtures: MachineFixtures) {
  const traversal = fixtureTraversal(fixtures);
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, traversal));
  const shortestPaths = getShortestPaths(machine, traversal);
  const pathTo = new Map(shortestPaths.map((path) => [snapshotKey(path.state), path.steps]));
  /** Every distinct state (value and context) the model reaches. */
  const states = shortestPaths.map((path) => path.state);

  function unreachedStates(): string[] {
    const reached = new Set(
      edges.flatMap((edge) => [...leafPaths(edge.state.value), ...leafPaths(edge.nextState.value)]),
    );
    return getStateNodes(machine.root)
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.path.join('.'))
      .filter((path) => !reached.has(path));
  }

  function untakenTransitions(): string[] {
    const taken = new Set(
      edges.flatMap((edge) => machine.getTransitionData(edge.state, edge.event)),
    );
    return [machine.root, ...getStateNodes(machine.root)]
      .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
      .filter((transition) => !taken.has(transition))
      .map((transition) => `${transition.source.path.join('.')} on ${transition.eventType}`);
  }

  const cases: ModelCase[] = edges.map((edge) => ({
    name: `${leafPaths(edge.state.value).join()} --${edge.event.type}--> ${leafPaths(edge.nextState.value).join()}`,
    steps: [
      ...(pathTo.get(snapshotKey(edge.state)) ?? []),
      { event: edge.event, state: edge.nextState },
    ],
  }));

  return { edges, states, cases, unreachedStates, untakenTransitions };
}
