import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LAB_COPY } from '@contract/copy/lab';
import { stateLabel } from '../model/paths';
import type { SimulationStep, StepEffect } from '../model/simulation';
import { prettyJson } from './JsonField';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={heading}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function Code({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: 12,
        overflow: 'auto',
        maxHeight: 220,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {prettyJson(value) || '—'}
    </Box>
  );
}

function effectLabel(effect: StepEffect): string {
  switch (effect.kind) {
    case 'alert':
      return `alert (${String(effect.detail)}): ${effect.text}`;
    case 'invoke':
      return `invokes ${effect.text}`;
    case 'stop':
      return `stops ${effect.text}`;
    default:
      return effect.text;
  }
}

function Effects({ effects }: { effects: readonly StepEffect[] }) {
  if (effects.length === 0) return <Typography variant="body2">{LAB_COPY.noEffects}</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
      {effects.map((effect, index) => (
        <Typography component="li" variant="body2" key={index}>
          {effectLabel(effect)}
          {effect.kind === 'invoke' && effect.detail !== undefined ? (
            <Code value={effect.detail} />
          ) : null}
        </Typography>
      ))}
    </Stack>
  );
}

interface StepPanelProps {
  steps: readonly SimulationStep[];
  current: number;
  onSelectStep: (step: number) => void;
}

/** The side panel: the current step's state, context, event and effects, and the whole history. */
export function StepPanel({ steps, current, onSelectStep }: StepPanelProps) {
  const step = steps[current];
  if (!step) return null;
  return (
    <Stack spacing={2}>
      <Section heading={LAB_COPY.stateHeading}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={stateLabel(step.snapshot.value)} color="primary" />
          {step.snapshot.status !== 'active' ? <Chip label={step.snapshot.status} /> : null}
        </Stack>
      </Section>
      <Section heading={LAB_COPY.lastEventHeading}>
        {step.event ? <Code value={step.event} /> : <Typography>{LAB_COPY.startEvent}</Typography>}
      </Section>
      <Section heading={LAB_COPY.effectsHeading}>
        <Effects effects={step.effects} />
      </Section>
      <Section heading={LAB_COPY.contextHeading}>
        <Code value={step.snapshot.context} />
      </Section>
      <Section heading={LAB_COPY.historyHeading}>
        <List dense disablePadding aria-label={LAB_COPY.historyHeading}>
          {steps.map((entry, index) => (
            <ListItem key={index} disablePadding>
              <ListItemButton
                selected={index === current}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onSelectStep(index)}
              >
                <ListItemText
                  primary={`${index}. ${entry.event ? entry.event.type : LAB_COPY.startEvent}`}
                  secondary={stateLabel(entry.snapshot.value)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
