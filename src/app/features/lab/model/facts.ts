/** How big a machine is, for the lab's list. */
import type { AnyStateMachine } from 'xstate';

import { allStateNodes, transitionsOf } from './statechart';

export function machineFacts(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = allStateNodes(machine.root);
  return {
    states: nodes.length - 1,
    transitions: nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0),
  };
}
