/**
 * A status in words, with an icon and a tone, so colour never carries it alone. The tones
 * are the alert palette's: readable text on a light tint in both colour schemes.
 */
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';

export type StatusTone = 'info' | 'warning' | 'success' | 'error';

interface StatusChipProps {
  label: string;
  tone: StatusTone;
  icon: ReactElement;
}

function toned(tone: StatusTone) {
  return ({ vars }: Theme) => ({
    color: vars.palette.Alert[`${tone}Color`],
    bgcolor: vars.palette.Alert[`${tone}StandardBg`],
    fontWeight: 600,
    '& .MuiChip-icon': { color: vars.palette.Alert[`${tone}IconColor`] },
  });
}

export function StatusChip({ label, tone, icon }: StatusChipProps) {
  return <Chip size="small" icon={icon} label={label} sx={toned(tone)} />;
}
