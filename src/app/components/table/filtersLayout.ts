/** The filter bar's layout, shared by the bar and its placeholder (./TableFilters) so both wrap alike. */

export const barSx = { flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 } as const;
/** A field takes a whole line on a phone. */
export const fieldSx = { flex: { xs: '1 1 100%', sm: '0 1 auto' }, minWidth: { sm: 180 } } as const;
export const searchFieldSx = { ...fieldSx, minWidth: { sm: 240 } } as const;
/** "Sort by" shows only on phones unless the list has no column headers. */
export const phoneOnlyFieldSx = { ...fieldSx, display: { xs: 'flex', sm: 'none' } } as const;
export const actionsSx = { gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' } as const;
