/** How big a machine is, for the lab's list. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

import { transitionsOf } from './statechart';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

export function machineFacts(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = allNodes(machine.root);
  return {
    states: nodes.length - 1,
    transitions: nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0),
  };
}
