/**
 * A transition drawn along ELK's routed points (not React Flow's own curves), with its
 * `EVENT [guard]` label. A transition the machine can take now has its label as a button.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';

import { METRICS } from '../model/layout';
import type { TransitionFlowEdge } from './diagramElements';

export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  const theme = useTheme();
  if (!data) return null;
  const { points, text, labelCenter, available, highlighted, onSend } = data;
  const path = points.map(({ x, y }, index) => `${index ? 'L' : 'M'}${x},${y}`).join(' ');
  const stroke = highlighted
    ? theme.palette.secondary.main
    : available
      ? theme.palette.primary.main
      : theme.palette.text.secondary;
  const label = {
    position: 'absolute',
    transform: `translate(-50%, -50%) translate(${labelCenter?.x ?? 0}px, ${labelCenter?.y ?? 0}px)`,
    fontSize: METRICS.labelSize,
    lineHeight: `${METRICS.labelHeight - 2}px`,
    whiteSpace: 'nowrap',
    px: 0.5,
    borderRadius: 1,
    bgcolor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    fontWeight: highlighted || available ? 700 : 400,
    border: `1px solid ${highlighted || available ? stroke : 'transparent'}`,
  } as const;

  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{ stroke, strokeWidth: highlighted ? 3 : available ? 2.5 : 1.4 }}
      />
      {text !== undefined && (
        <EdgeLabelRenderer>
          {onSend ? (
            <ButtonBase
              className="nodrag nopan"
              onClick={onSend}
              aria-label={`Send ${text}`}
              sx={{
                ...label,
                pointerEvents: 'all',
                fontFamily: 'inherit',
                '&:hover': { bgcolor: theme.palette.action.hover },
                '&.Mui-focusVisible': {
                  outline: `3px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              }}
            >
              {text}
            </ButtonBase>
          ) : (
            <Box data-edge={id} sx={label}>
              {text}
            </Box>
          )}
        </EdgeLabelRenderer>
      )}
    </>
  );
}
