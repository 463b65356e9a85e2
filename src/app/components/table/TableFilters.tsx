/**
 * The filter bar above a table. Its form controls load as their own chunk, requested with the
 * table's data rather than before it (docs/performance.md#dashboards): until they arrive
 * a placeholder laid out like the bar (one row on a wide screen, a line per field on a phone) holds
 * its place, so the table does not move when they do. A page rendered on the server renders the bar
 * with its rows (./serverRenderedPart), its fields disabled until React has hydrated the page.
 */
import Box from '@mui/material/Box';
import { type ReactNode, Suspense } from 'react';

import { TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf, SortOrder, StatusOf, TableName } from '@contract/tables';
import { serverRenderedPart } from '@app/components/serverRenderedPart';
import type { TableParams } from '@app/hooks/useTableParams';
import { actionsSx, barPartsOf, barSx, fieldSx, searchFieldSx } from './filtersLayout';

/** `serverRenderedPart` keeps the props but not the bar's type parameter: the cast gives it back. */
const TableFiltersBar = serverRenderedPart('table-filters', () =>
  import(/* webpackChunkName: "table-filters" */ './TableFiltersBar').then(
    (module) => module.TableFiltersBar as (props: TableFiltersProps<TableName>) => ReactNode,
  ),
) as unknown as <T extends TableName>(props: TableFiltersProps<T>) => ReactNode;

/** The height of a small outlined field, and of a text button beside them. */
const FIELD_HEIGHT = 40;
const BUTTON_HEIGHT = 36.5;

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

/** The bar's fields as empty boxes of their size; the actions (already loaded) as they are. */
function TableFiltersPlaceholder<T extends TableName>(props: TableFiltersProps<T>) {
  const parts = barPartsOf(props);
  const field = (sx: object) => <Box sx={{ ...sx, height: FIELD_HEIGHT }} />;
  return (
    <Box sx={{ display: 'flex', ...barSx }}>
      {parts.search && field(searchFieldSx)}
      {parts.status && field(fieldSx)}
      {parts.minApproval && field(fieldSx)}
      {parts.sortSx && field(parts.sortSx)}
      {parts.clear && <Box sx={{ width: 120, height: BUTTON_HEIGHT }} />}
      {props.actions && <Box sx={{ display: 'flex', ...actionsSx }}>{props.actions}</Box>}
    </Box>
  );
}

export function TableFilters<T extends TableName>(props: TableFiltersProps<T>) {
  return (
    <Suspense fallback={<TableFiltersPlaceholder {...props} />}>
      <TableFiltersBar {...props} />
    </Suspense>
  );
}
