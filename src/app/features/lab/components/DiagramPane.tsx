import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyStateMachine } from 'xstate';

import { LAB_COPY } from '@contract/copy/lab';
import { useLaidOutStatechart } from '../hooks/useLaidOutStatechart';
import { MachineDiagram, type MachineDiagramProps } from './MachineDiagram';

interface DiagramPaneProps extends Omit<MachineDiagramProps, 'chart' | 'label'> {
  name: string;
  machine: AnyStateMachine;
}

/** The machine's diagram once ELK has laid it out, at a height that leaves room for the panel. */
export function DiagramPane({ name, machine, ...diagram }: DiagramPaneProps) {
  const layout = useLaidOutStatechart(machine);
  return (
    <Box sx={{ height: { xs: '60vh', lg: 'calc(100vh - 260px)' }, minHeight: 360 }}>
      {layout.status === 'ready' ? (
        <MachineDiagram chart={layout.chart} label={LAB_COPY.diagramLabel(name)} {...diagram} />
      ) : layout.status === 'error' ? (
        <Alert severity="error">{`${LAB_COPY.layoutFailed} ${layout.error.message}`}</Alert>
      ) : (
        <Stack
          role="status"
          spacing={2}
          sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress aria-hidden />
          <Typography>{LAB_COPY.layingOut}</Typography>
        </Stack>
      )}
    </Box>
  );
}
