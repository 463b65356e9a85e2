/**
 * Where the diagram's edges and the simulation's transitions meet: an edge's id is its source
 * state's id and its place among that state's transitions (`confirming:2`), with the target's
 * place added when one transition has several targets (model/statechart.ts).
 */
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

import { allStateNodes, stateIdOf, transitionsOf } from './statechart';

/** The diagram's edges that draw this transition (one per target). */
export function edgeIdsOf(transition: AnyTransitionDefinition): string[] {
  const index = transitionsOf(transition.source).indexOf(transition);
  const base = `${stateIdOf(transition.source)}:${index}`;
  const targets = transition.target?.length ?? 0;
  return targets > 1 ? Array.from({ length: targets }, (_, target) => `${base}:${target}`) : [base];
}

/** Every transition of the machine by the id of each edge that draws it. */
export function transitionsById(machine: AnyStateMachine): Map<string, AnyTransitionDefinition> {
  return new Map(
    allStateNodes(machine.root).flatMap((node) =>
      transitionsOf(node).flatMap((transition) =>
        edgeIdsOf(transition).map((id) => [id, transition] as const),
      ),
    ),
  );
}
