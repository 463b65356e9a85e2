/**
 * A laid-out statechart as React Flow's nodes and edges. Positions come from ELK (children
 * relative to their parent, as React Flow places them); edges carry ELK's routed points,
 * which the transition edge draws as they are.
 */
import { MarkerType, Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';

import type { LaidOutStatechart, LaidOutNode, Point } from '../model/layout';
import { edgeText } from '../model/statechart';

export type StateNodeData = { state: LaidOutNode; active: boolean };
export type StateFlowNode = Node<StateNodeData, 'state' | 'compound'>;
export type InitialFlowNode = Node<Record<string, never>, 'initial'>;
export type DiagramNode = StateFlowNode | InitialFlowNode;

export type TransitionEdgeData = {
  points: readonly Point[];
  /** The `EVENT [guard]` label; none for the arrow from an initial dot. */
  text?: string;
  labelCenter?: Point;
  available: boolean;
  highlighted: boolean;
  onSend?: () => void;
};
export type TransitionFlowEdge = Edge<TransitionEdgeData, 'transition'>;

export interface DiagramState {
  availableEdges: readonly string[];
  highlightedEdge?: string;
  onEdgeClick: (edgeId: string) => void;
  /** Animate the last step's edge (off when the person prefers reduced motion). */
  animate: boolean;
}

/**
 * Where edges attach, given up front so edges are drawn before React Flow measures the
 * nodes' handles (and where it never does, as in jsdom). The transition edge ignores them:
 * it draws ELK's points.
 */
function handles(width: number, height: number): NodeHandle[] {
  return [
    { type: 'target', position: Position.Top, x: width / 2, y: 0, width: 1, height: 1 },
    { type: 'source', position: Position.Bottom, x: width / 2, y: height, width: 1, height: 1 },
  ];
}

function isContainer(chart: LaidOutStatechart, id: string): boolean {
  return chart.nodes.some((node) => node.parent === id);
}

export function diagramNodes(
  chart: LaidOutStatechart,
  activeStates: readonly string[],
): DiagramNode[] {
  const states: StateFlowNode[] = chart.nodes.map((state) => ({
    id: state.id,
    type: isContainer(chart, state.id) ? 'compound' : 'state',
    position: state.relative,
    width: state.width,
    height: state.height,
    handles: handles(state.width, state.height),
    data: { state, active: activeStates.includes(state.id) },
    ...(state.parent === null ? {} : { parentId: state.parent, extent: 'parent' as const }),
  }));
  const initials: InitialFlowNode[] = chart.initials.map((initial) => ({
    id: initial.id,
    type: 'initial',
    position: initial.relative,
    width: initial.width,
    height: initial.height,
    handles: handles(initial.width, initial.height),
    data: {},
    ...(initial.parent === null ? {} : { parentId: initial.parent, extent: 'parent' as const }),
  }));
  return [...states, ...initials];
}

export function diagramEdges(
  chart: LaidOutStatechart,
  { availableEdges, highlightedEdge, onEdgeClick, animate }: DiagramState,
  color: { normal: string; available: string; highlighted: string },
): TransitionFlowEdge[] {
  const initials: TransitionFlowEdge[] = chart.initials.map((initial) => ({
    id: initial.id,
    type: 'transition',
    source: initial.id,
    target: initial.target,
    markerEnd: { type: MarkerType.ArrowClosed, color: color.normal },
    data: { points: initial.points, available: false, highlighted: false },
  }));
  const transitions: TransitionFlowEdge[] = chart.edges.map((edge) => {
    const available = availableEdges.includes(edge.id);
    const highlighted = edge.id === highlightedEdge;
    const stroke = highlighted ? color.highlighted : available ? color.available : color.normal;
    return {
      id: edge.id,
      type: 'transition',
      source: edge.source,
      target: edge.target,
      animated: highlighted && animate,
      markerEnd: { type: MarkerType.ArrowClosed, color: stroke },
      data: {
        points: edge.points,
        text: edgeText(edge),
        labelCenter: {
          x: edge.labelBox.x + edge.labelBox.width / 2,
          y: edge.labelBox.y + edge.labelBox.height / 2,
        },
        available,
        highlighted,
        ...(available ? { onSend: () => onEdgeClick(edge.id) } : {}),
      },
    };
  });
  return [...initials, ...transitions];
}
