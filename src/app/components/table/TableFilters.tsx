/**
 * The filter bar above a table. Its form controls load as their own chunk, requested with the
 * table's first data rather than before it (docs/performance.md#dashboards): until they arrive
 * the bar's height is kept, so the table does not move.
 */
import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';

import { TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf, SortOrder, StatusOf, TableName } from '@contract/tables';
import type { TableParams } from '@app/hooks/useTableParams';

/** `lazy` keeps the props but not the bar's type parameter: the cast gives it back. */
const TableFiltersBar = lazy(() =>
  import(/* webpackChunkName: "table-filters" */ './TableFiltersBar').then((module) => ({
    default: module.TableFiltersBar,
  })),
) as unknown as <T extends TableName>(props: TableFiltersProps<T>) => ReactNode;

/** The height of one row of small outlined fields, kept while the bar loads. */
const BAR_HEIGHT = 40;

export interface SortChoice<T extends TableName> {
  sort: SortKeyOf<T>;
  order: SortOrder;
  label: string;
}

/** Each column in both directions, for the phone's "Sort by". */
export function sortChoicesOf<T extends TableName>(
  labels: Readonly<Record<SortKeyOf<T>, string>>,
): SortChoice<T>[] {
  const entries = Object.entries(labels) as [SortKeyOf<T>, string][];
  return entries.flatMap(([sort, column]) =>
    (['asc', 'desc'] as const).map((order) => ({
      sort,
      order,
      label: TABLES_COPY.sortChoice(column, order),
    })),
  );
}

export interface TableFiltersProps<T extends TableName> {
  table: TableParams<T>;
  /** The search field's label; no search without it. */
  searchLabel?: string;
  /** The status filter's choices; no status filter without them. */
  statusLabels?: NoInfer<Readonly<Record<StatusOf<T>, string>>>;
  statusLabel?: string;
  sortChoices?: NoInfer<readonly SortChoice<T>[]>;
  /** The "Sort by" shows on every screen, not only on phones (a list of cards has no headers). */
  sortAlways?: boolean;
  /** The task list's "Buyer approval at least". */
  withMinApproval?: boolean;
  /** The table's exports, at the end of the bar. */
  actions?: ReactNode;
}

export function TableFilters<T extends TableName>(props: TableFiltersProps<T>) {
  return (
    <Suspense fallback={<Box aria-hidden sx={{ minHeight: BAR_HEIGHT, mb: 2 }} />}>
      <TableFiltersBar {...props} />
    </Suspense>
  );
}
