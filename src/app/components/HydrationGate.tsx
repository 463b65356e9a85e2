/**
 * A dashboard page rendered on the server shows its buttons and fields before its code has arrived
 * and React has hydrated the page; pressed then, they would do nothing
 * (docs/performance.md#dashboards). Inside this gate every button, field and list is disabled, and
 * looks it, until then: a disabled fieldset disables them all at once, as the browser renders it,
 * before any script has run. Links stay links. A page the browser renders needs no hydration:
 * nothing waits.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { useHydrated } from '@app/hooks/useHydrated';

/** A fieldset that lays out as a box; while disabled, what cannot act yet looks so. */
const GATE_SX = {
  minWidth: 0,
  minInlineSize: 0,
  m: 0,
  p: 0,
  border: 0,
  '&:disabled': {
    cursor: 'progress',
    '& button, & [role="button"], & .MuiFormControl-root': {
      opacity: 0.5,
      cursor: 'progress',
      // A sort label is a span: the fieldset does not disable it.
      pointerEvents: 'none',
    },
  },
} as const;

interface HydrationGateProps {
  children: ReactNode;
  /** The gate's own layout (it is the box its children are laid out in). */
  sx?: SxProps<Theme>;
}

export function HydrationGate({ children, sx }: HydrationGateProps) {
  const hydrated = useHydrated();
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      // Not a group of the form's fields: the gate only holds them back.
      role="none"
      sx={[GATE_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
