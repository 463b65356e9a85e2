import Card from '@mui/material/Card';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

interface TablePanelProps {
  /** The next page is on its way: the rows shown are the last page's. */
  busy?: boolean;
  children: ReactNode;
}

/** The outlined frame of a dashboard table, dimmed while another page loads. */
export function TablePanel({ busy = false, children }: TablePanelProps) {
  return (
    <TableContainer
      component={Card}
      aria-busy={busy}
      sx={(theme) => ({
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
        // On phones the rows are cards of their own (StackedTable): no frame around them.
        [theme.breakpoints.down('sm')]: { border: 0, bgcolor: 'transparent' },
      })}
    >
      {children}
    </TableContainer>
  );
}
