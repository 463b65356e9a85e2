/**
 * A data table that stays readable on a phone: from the `sm` breakpoint up it is a plain
 * table; below it each row becomes a card and each cell shows its column's name (the
 * header row is then only read by screen readers).
 */
import Table, { type TableProps } from '@mui/material/Table';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import type { Theme } from '@mui/material/styles';

import { visuallyHidden } from '@app/theme/visuallyHidden';

const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tbody tr': {
      display: 'block',
      backgroundColor: theme.vars.palette.background.paper,
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: '12px',
      mb: 1.5,
      px: 2,
      py: 1,
    },
    '& tbody td': {
      display: 'flex',
      // A right-aligned cell is row-reversed by MUI; its label still goes first.
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: 1,
      border: 0,
      px: 0,
      py: 0.75,
      textAlign: 'right',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      color: theme.vars.palette.text.secondary,
      textAlign: 'left',
    },
  },
});

export function StackedTable({ sx, ...props }: TableProps) {
  return <Table {...props} sx={[stackedOnPhones, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

/** A body cell; `label` is its column's name, shown beside the value on phones. */
export function StackedCell({ label, ...props }: TableCellProps & { label: string }) {
  return <TableCell data-label={label} {...props} />;
}
