/** The diagram's states: a box per state, a group box for a compound state, a dot per initial. */
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { Handle, Position, type NodeProps } from '@xyflow/react';

import { invokeLines, METRICS } from '../model/layout';
import type { InitialFlowNode, StateFlowNode } from './diagramElements';

/** React Flow draws an edge only between handles; these are invisible and not connectable. */
function HiddenHandles() {
  const style = { opacity: 0, pointerEvents: 'none' } as const;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={style} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={style} />
    </>
  );
}

function ActiveMarker() {
  const theme = useTheme();
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: -10,
        right: 6,
        px: 0.75,
        borderRadius: 1,
        fontSize: 11,
        lineHeight: '18px',
        fontWeight: 700,
        bgcolor: theme.palette.secondary.main,
        color: theme.palette.secondary.contrastText,
      }}
    >
      active
    </Box>
  );
}

function StateBox({ data, container }: { data: StateFlowNode['data']; container: boolean }) {
  const theme = useTheme();
  const { state, active } = data;
  const border = active ? theme.palette.secondary.main : theme.palette.text.secondary;
  const final = state.type === 'final';
  return (
    <Box
      role="group"
      aria-label={state.id}
      aria-current={active ? 'true' : undefined}
      data-state={state.id}
      sx={{
        position: 'relative',
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        borderRadius: 2,
        border: `${active ? 3 : 1.5}px ${state.type === 'machine' ? 'dashed' : 'solid'} ${border}`,
        outline: final ? `1.5px solid ${border}` : undefined,
        outlineOffset: final ? '-5px' : undefined,
        // A compound box stays see-through: edges and labels inside it are drawn beneath it.
        bgcolor: container
          ? active
            ? alpha(theme.palette.secondary.main, 0.06)
            : 'transparent'
          : active
            ? alpha(theme.palette.secondary.main, 0.14)
            : theme.palette.background.paper,
        color: theme.palette.text.primary,
        textAlign: container ? 'left' : 'center',
        px: `${METRICS.paddingX}px`,
        py: `${METRICS.paddingY - 2}px`,
      }}
    >
      {active && <ActiveMarker />}
      <Box
        sx={{ fontSize: METRICS.titleSize, fontWeight: 600, lineHeight: `${METRICS.lineHeight}px` }}
      >
        {state.key}
      </Box>
      {invokeLines(state).map((line) => (
        <Box
          key={line}
          sx={{
            fontSize: METRICS.textSize,
            lineHeight: `${METRICS.lineHeight}px`,
            color: theme.palette.text.secondary,
          }}
        >
          {line}
        </Box>
      ))}
      <HiddenHandles />
    </Box>
  );
}

export function StateNode({ data }: NodeProps<StateFlowNode>) {
  return <StateBox data={data} container={false} />;
}

export function CompoundNode({ data }: NodeProps<StateFlowNode>) {
  return <StateBox data={data} container />;
}

export function InitialNode(_props: NodeProps<InitialFlowNode>) {
  const theme = useTheme();
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: '100%',
        height: '100%',
        borderRadius: '50%',
        bgcolor: theme.palette.text.primary,
      }}
    >
      <HiddenHandles />
    </Box>
  );
}
