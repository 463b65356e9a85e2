/**
 * Lays a statechart out with ELK's layered algorithm: nested states inside their parent's
 * box, edges routed across levels, their labels placed beside them. Sizes come from the
 * text alone (no DOM), and ELK is deterministic, so the same machine always gives the same
 * picture: the SVG in docs/machines can be checked for staleness.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';

import { edgeText, type Statechart, type StatechartEdge, type StatechartNode } from './statechart';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface LaidOutNode extends StatechartNode, Box {
  /** Position inside the parent's box (React Flow's children are placed this way). */
  relative: Point;
}

export interface LaidOutEdge extends StatechartEdge {
  /** The routed line, absolute, from the source's border to the target's. */
  points: readonly Point[];
  /** Where the `EVENT [guard]` label goes, absolute. */
  labelBox: Box;
}

/** The dot from which a parent (or the machine) enters its initial state. */
export interface LaidOutInitial extends Box {
  id: string;
  /** The state entered first; the dot sits in the same parent. */
  target: string;
  parent: string | null;
  relative: Point;
  points: readonly Point[];
}

export interface LaidOutStatechart extends Omit<Statechart, 'nodes' | 'edges'> {
  width: number;
  height: number;
  nodes: readonly LaidOutNode[];
  edges: readonly LaidOutEdge[];
  initials: readonly LaidOutInitial[];
}

/** Sizes of the drawing, shared with the SVG and the lab so text fits its box. */
export const METRICS = {
  titleSize: 14,
  textSize: 12,
  labelSize: 12,
  lineHeight: 18,
  paddingX: 14,
  paddingY: 10,
  /** Room above a compound state's children for its name and its invoked actors. */
  compoundTitle: 30,
  labelPaddingX: 6,
  labelHeight: 18,
  initialSize: 12,
  minWidth: 72,
} as const;

const NARROW = new Set("iljtfr.,:;!|()[] '");
const WIDE = new Set('mwMW@');

/** An estimate of a text's width in a sans-serif font, generous so nothing overflows. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.has(char)) ems += 0.34;
    else if (WIDE.has(char)) ems += 0.9;
    else if (char >= 'A' && char <= 'Z') ems += 0.7;
    else ems += 0.58;
  }
  return Math.ceil(ems * fontSize);
}

/** The lines a state's box shows under its name. */
export function invokeLines(node: Pick<StatechartNode, 'invokes'>): string[] {
  return node.invokes.map((id) => `invokes ${id}`);
}

function contentWidth(node: StatechartNode): number {
  return Math.max(
    textWidth(node.key, METRICS.titleSize),
    ...invokeLines(node).map((line) => textWidth(line, METRICS.textSize)),
  );
}

function isContainer(node: StatechartNode, chart: Statechart): boolean {
  return chart.nodes.some((child) => child.parent === node.id);
}

function initialId(parent: string | null): string {
  return `initial:${parent ?? ''}`;
}

function elkLeaf(node: StatechartNode): ElkNode {
  const lines = invokeLines(node).length;
  return {
    id: node.id,
    width: Math.max(METRICS.minWidth, contentWidth(node) + 2 * METRICS.paddingX),
    height: METRICS.lineHeight * (1 + lines) + 2 * METRICS.paddingY,
  };
}

function elkContainer(node: StatechartNode, children: ElkNode[]): ElkNode {
  const top = METRICS.compoundTitle + METRICS.lineHeight * invokeLines(node).length;
  const width = contentWidth(node) + 2 * METRICS.paddingX;
  return {
    id: node.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${top + 24})`,
    },
  };
}

function elkChildren(chart: Statechart, parent: string | null): ElkNode[] {
  const states = chart.nodes.filter((node) => node.parent === parent);
  const hasInitial = states.some((node) => node.initial);
  const dot: ElkNode[] = hasInitial
    ? [{ id: initialId(parent), width: METRICS.initialSize, height: METRICS.initialSize }]
    : [];
  return [
    ...dot,
    ...states.map((node) =>
      isContainer(node, chart) ? elkContainer(node, elkChildren(chart, node.id)) : elkLeaf(node),
    ),
  ];
}

function elkEdges(chart: Statechart): ElkExtendedEdge[] {
  const initials = chart.nodes
    .filter((node) => node.initial)
    .map((node) => ({
      id: initialId(node.parent),
      sources: [initialId(node.parent)],
      targets: [node.id],
    }));
  const transitions = chart.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [
      {
        text: edgeText(edge),
        width: textWidth(edgeText(edge), METRICS.labelSize) + 2 * METRICS.labelPaddingX,
        height: METRICS.labelHeight,
      },
    ],
  }));
  return [...initials, ...transitions];
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Cycles are broken along a walk from the initial state, so the flow reads top to bottom.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
} as const;

function round(value: number | undefined): number {
  return Math.round((value ?? 0) * 10) / 10;
}

function boxOf(shape: { x?: number; y?: number; width?: number; height?: number }): Box {
  return {
    x: round(shape.x),
    y: round(shape.y),
    width: round(shape.width),
    height: round(shape.height),
  };
}

function flatten(node: ElkNode): ElkNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...flatten(child)]);
}

function pointsOf(edge: ElkExtendedEdge | undefined): Point[] {
  const points = (edge?.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
  return points
    .map((point) => ({ x: round(point.x), y: round(point.y) }))
    .filter((point, index, all) => {
      const previous = all[index - 1];
      return !previous || previous.x !== point.x || previous.y !== point.y;
    });
}

function relativeTo(box: Box, parent: Box | undefined): Point {
  return parent
    ? { x: round(box.x - parent.x), y: round(box.y - parent.y) }
    : { x: box.x, y: box.y };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The layout lost ${what}`);
  return value;
}

export async function layoutStatechart(chart: Statechart): Promise<LaidOutStatechart> {
  const elk = new ELK();
  const input: ElkNode = {
    id: 'root',
    layoutOptions: LAYOUT_OPTIONS,
    children: elkChildren(chart, null),
    edges: elkEdges(chart),
  };
  const graph: ElkNode = await elk.layout(input);

  const boxes = new Map(flatten(graph).map((node) => [node.id, boxOf(node)]));
  const routed = new Map((graph.edges ?? []).map((edge) => [edge.id, edge]));
  const boxFor = (id: string): Box => required(boxes.get(id), `the box of ${id}`);
  const parentBox = (parent: string | null): Box | undefined =>
    parent === null ? undefined : boxFor(parent);

  const nodes = chart.nodes.map((node) => {
    const box = boxFor(node.id);
    return { ...node, ...box, relative: relativeTo(box, parentBox(node.parent)) };
  });
  const edges = chart.edges.map((edge) => {
    const elkEdge = routed.get(edge.id);
    const label = elkEdge?.labels?.[0];
    return {
      ...edge,
      points: pointsOf(elkEdge),
      labelBox: boxOf(required(label, `the label of ${edge.id}`)),
    };
  });
  const initials = chart.nodes
    .filter((node) => node.initial)
    .map((node) => {
      const id = initialId(node.parent);
      const box = boxFor(id);
      return {
        id,
        target: node.id,
        parent: node.parent,
        ...box,
        relative: relativeTo(box, parentBox(node.parent)),
        points: pointsOf(routed.get(id)),
      };
    });

  return {
    id: chart.id,
    ...(chart.description ? { description: chart.description } : {}),
    width: round(graph.width),
    height: round(graph.height),
    nodes,
    edges,
    initials,
  };
}
