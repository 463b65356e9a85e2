/**
 * The lab's view of a machine: its laid-out statechart drawn with React Flow. A viewer only
 * (pan, zoom, fit; nothing is dragged or connected). The active states are marked, and the
 * transitions the machine can take now are buttons that send their event.
 */
import '@xyflow/react/dist/style.css';

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Controls,
  ReactFlow,
  useNodesInitialized,
  useReactFlow,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo } from 'react';

import type { LaidOutStatechart } from '../model/layout';
import { CompoundNode, InitialNode, StateNode } from './DiagramNodes';
import { diagramEdges, diagramNodes } from './diagramElements';
import { TransitionEdge } from './TransitionEdge';

const nodeTypes: NodeTypes = { state: StateNode, compound: CompoundNode, initial: InitialNode };
const edgeTypes: EdgeTypes = { transition: TransitionEdge };

export interface MachineDiagramProps {
  chart: LaidOutStatechart;
  /** Ids of the states to highlight (`registering`, `registering.uploadingPhoto`). */
  activeStates: readonly string[];
  /** Ids of the edges the machine can take now: emphasised and clickable. */
  availableEdges: readonly string[];
  /** The edge the last step took. */
  highlightedEdge?: string;
  onEdgeClick: (edgeId: string) => void;
  /** The diagram's accessible name; by default it names the machine. */
  label?: string;
}

/**
 * The whole drawing in view: ELK's bounds, which include edges routed outside the states (React
 * Flow's own fit sees only the nodes).
 */
function useFitChart(chart: LaidOutStatechart): () => void {
  const { fitBounds } = useReactFlow();
  return useCallback(() => {
    void fitBounds({ x: 0, y: 0, width: chart.width, height: chart.height }, { padding: 0.04 });
  }, [chart, fitBounds]);
}

/** Fits the whole diagram in view when it is first drawn and when another chart is shown. */
function FitOnChange({ chart }: { chart: LaidOutStatechart }) {
  const fit = useFitChart(chart);
  // Fitting needs the pane's measured size: before it is known it does nothing.
  const measured = useNodesInitialized();
  useEffect(() => {
    if (measured) fit();
  }, [measured, fit]);
  return null;
}

function FitControls({ chart }: { chart: LaidOutStatechart }) {
  const fit = useFitChart(chart);
  return <Controls showInteractive={false} onFitView={fit} />;
}

export function MachineDiagram({
  chart,
  activeStates,
  availableEdges,
  highlightedEdge,
  onEdgeClick,
  label,
}: MachineDiagramProps) {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const nodes = useMemo(() => diagramNodes(chart, activeStates), [chart, activeStates]);
  const edges = useMemo(
    () =>
      diagramEdges(
        chart,
        { availableEdges, highlightedEdge, onEdgeClick, animate: !reducedMotion },
        {
          normal: theme.palette.text.secondary,
          available: theme.palette.primary.main,
          highlighted: theme.palette.secondary.main,
        },
      ),
    [chart, availableEdges, highlightedEdge, onEdgeClick, reducedMotion, theme],
  );

  return (
    <Box
      role="region"
      aria-label={label ?? `Diagram of the ${chart.id} machine`}
      sx={{
        width: '100%',
        height: '100%',
        minHeight: 320,
        bgcolor: theme.palette.background.default,
        '& .react-flow__attribution': { bgcolor: theme.palette.background.paper },
        '& .react-flow__attribution a': { color: theme.palette.text.secondary },
        '& .react-flow__controls-button': {
          bgcolor: theme.palette.background.paper,
          color: theme.palette.text.primary,
          borderColor: theme.palette.divider,
          '& svg': { fill: 'currentColor' },
          '&:hover': { bgcolor: theme.palette.action.hover },
        },
      }}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        colorMode={theme.palette.mode}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        minZoom={0.1}
      >
        <FitControls chart={chart} />
        <FitOnChange chart={chart} />
      </ReactFlow>
    </Box>
  );
}
