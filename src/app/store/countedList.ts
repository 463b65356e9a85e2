/** Lists read with their `X-Total-Count` (the server pages every list that way). */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

import { type CountedList, TOTAL_COUNT_HEADER } from '@contract/api';

/** The list's length from `X-Total-Count`, or the items at hand when the header is absent. */
export function totalCountOf(meta: FetchBaseQueryMeta | undefined, itemCount: number): number {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : itemCount;
}

/** A `transformResponse` for paged lists. */
export function countedList<T>(items: T[], meta: FetchBaseQueryMeta | undefined): CountedList<T> {
  return { items, total: totalCountOf(meta, items.length) };
}
