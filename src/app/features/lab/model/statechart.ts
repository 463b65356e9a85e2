/**
 * A machine's statechart as plain data, read from its definition: every state (nested ones
 * name their parent) and every transition with its event, guard and actions. The lab's
 * diagram and the SVG in docs/machines are both drawn from it, so they always match the
 * machine.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * The machine itself, drawn as a small box of its own when it has transitions (they apply in
 * every state, so they leave from this box rather than from each top-level state) or
 * invoked actors (they run for the machine's whole life).
 */
export const MACHINE_NODE_ID = '(machine)';

export type StatechartNodeType =
  'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'machine';

export interface StatechartNode {
  /** The state's path joined with '.', as in `registering.creatingAccount`. */
  id: string;
  key: string;
  /** The parent state's id, or null for a top-level state (and the machine's box). */
  parent: string | null;
  type: StatechartNodeType;
  /** Whether the parent enters this state first. */
  initial: boolean;
  /** Ids of the actors the state invokes. */
  invokes: readonly string[];
  tags: readonly string[];
  description?: string;
}

export interface StatechartEdge {
  /** `${source}:${index of the transition in the source}`, plus `:${target index}` when a
   * transition has more than one target. */
  id: string;
  source: string;
  /** The source itself when the transition has no target (it stays). */
  target: string;
  /** The event as the machine receives it (`xstate.done.actor.x`; '' for `always`). */
  eventType: string;
  /** The event as people read it (`x done`). */
  label: string;
  guard?: string;
  actions: readonly string[];
}

export interface Statechart {
  /** The machine's id. */
  id: string;
  description?: string;
  /** Parents before their children, in definition order. */
  nodes: readonly StatechartNode[];
  edges: readonly StatechartEdge[];
}

/** `xstate.done.actor.x` reads as "x done"; `always` transitions have no event. */
export function eventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  const delayed = /^xstate\.after\.(.+?)\./.exec(eventType);
  if (delayed) return `after ${delayed[1]}`;
  if (/^xstate\.done\.state\./.test(eventType)) return 'done';
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  return eventType;
}

/** The name of a guard or an action: its type, or its function's name when inline. */
export function nameOfImplementation(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if (typeof implementation === 'object' && implementation !== null && 'type' in implementation) {
    return String(implementation.type);
  }
  if (typeof implementation === 'function') {
    const type: unknown = Reflect.get(implementation, 'type');
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    return implementation.name || 'inline';
  }
  return 'inline';
}

export function guardOf(transition: AnyTransitionDefinition): string | undefined {
  return transition.guard === undefined ? undefined : nameOfImplementation(transition.guard);
}

/** A state's transitions in definition order: its events', then its `always` ones. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** A state's id on the diagrams: its dotted path, or the machine's own pseudo-node. */
export function stateIdOf(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : MACHINE_NODE_ID;
}

function nodesUnder(parent: AnyStateNode): StatechartNode[] {
  const initial = parent.initial?.target[0];
  return Object.values(parent.states).flatMap((node) => [
    {
      id: stateIdOf(node),
      key: node.key,
      parent: parent.path.length ? stateIdOf(parent) : null,
      type: node.type,
      initial: node === initial,
      invokes: node.invoke.map((invoke) => invoke.id),
      tags: [...node.tags],
      ...(node.description ? { description: node.description } : {}),
    },
    ...nodesUnder(node),
  ]);
}

function edgesOf(node: AnyStateNode): StatechartEdge[] {
  const source = stateIdOf(node);
  return transitionsOf(node).flatMap((transition, index) => {
    const targets = transition.target?.length ? transition.target : [node];
    const guard = guardOf(transition);
    return targets.map((target, targetIndex) => ({
      id: targets.length > 1 ? `${source}:${index}:${targetIndex}` : `${source}:${index}`,
      source,
      target: stateIdOf(target),
      eventType: transition.eventType,
      label: eventLabel(transition.eventType),
      ...(guard ? { guard } : {}),
      actions: transition.actions.map(nameOfImplementation),
    }));
  });
}

/** A state node and every state under it. */
export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

export function statechartOf(machine: AnyStateMachine): Statechart {
  const root = machine.root;
  const edges = allStateNodes(root).flatMap(edgesOf);
  const machineNode: StatechartNode[] =
    root.invoke.length > 0 || transitionsOf(root).length > 0
      ? [
          {
            id: MACHINE_NODE_ID,
            key: MACHINE_NODE_ID,
            parent: null,
            type: 'machine',
            initial: false,
            invokes: root.invoke.map((invoke) => invoke.id),
            tags: [...root.tags],
          },
        ]
      : [];
  return {
    id: machine.id,
    ...(root.description ? { description: root.description } : {}),
    nodes: [...machineNode, ...nodesUnder(root)],
    edges,
  };
}

/** An edge's label on the diagrams: `EVENT [guard]`. */
export function edgeText(edge: Pick<StatechartEdge, 'label' | 'guard'>): string {
  return edge.guard ? `${edge.label} [${edge.guard}]` : edge.label;
}
