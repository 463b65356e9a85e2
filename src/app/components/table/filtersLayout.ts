/**
 * The filter bar's layout and parts, shared by the bar and its placeholder (./TableFilters), so
 * that both wrap alike.
 */
import { TABLES, type TableName } from '@contract/tables';
import type { TableFiltersProps } from './TableFilters';

export const barSx = { flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 } as const;
/** A field takes a whole line on a phone. */
export const fieldSx = { flex: { xs: '1 1 100%', sm: '0 1 auto' }, minWidth: { sm: 180 } } as const;
export const searchFieldSx = { ...fieldSx, minWidth: { sm: 240 } } as const;
/** "Sort by" shows only on phones unless the list has no column headers. */
export const phoneOnlyFieldSx = { ...fieldSx, display: { xs: 'flex', sm: 'none' } } as const;
export const actionsSx = { gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' } as const;

/** Which of the bar's parts show: the sort's layout says whether it shows on wide screens. */
export function barPartsOf<T extends TableName>(props: TableFiltersProps<T>) {
  const { table, searchLabel, statusLabels, sortChoices, sortAlways, withMinApproval } = props;
  return {
    search: Boolean(searchLabel),
    status: Boolean(statusLabels) && TABLES[table.name].statuses.length > 0,
    minApproval: withMinApproval === true,
    sortSx:
      sortChoices && sortChoices.length > 0 ? (sortAlways ? fieldSx : phoneOnlyFieldSx) : undefined,
    clear: table.filtered,
  };
}
