/**
 * A column header that sorts its table: a click (or Enter/Space, as a button) sorts by the
 * column, a second click reverses the order; `aria-sort` tells screen readers which way it is.
 */
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

import type { SortKeyOf, TableName } from '@contract/tables';
import { useHydrated } from '@app/hooks/useHydrated';
import type { TableParams } from '@app/hooks/useTableParams';

interface SortableHeaderCellProps<T extends TableName> extends Omit<TableCellProps, 'children'> {
  table: TableParams<T>;
  sortKey: NoInfer<SortKeyOf<T>>;
  children: ReactNode;
}

export function SortableHeaderCell<T extends TableName>({
  table,
  sortKey,
  children,
  ...cellProps
}: SortableHeaderCellProps<T>) {
  const active = table.sort === sortKey;
  const hydrated = useHydrated();
  return (
    // MUI sets aria-sort from sortDirection.
    <TableCell {...cellProps} sortDirection={active ? table.order : false}>
      <TableSortLabel
        // Not before React has hydrated a page rendered on the server: it could not sort yet.
        disabled={!hydrated}
        active={active}
        direction={active ? table.order : 'asc'}
        onClick={() => table.sortBy(sortKey)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
