/**
 * Optional paging of lists. Without `page` and `limit` a person's own list answers whole
 * (the spec's client asks that way), and a list that grows with the whole platform answers
 * its first MAX_PAGE_SIZE rows; with either, one window of it. The total always travels along.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

import type { PageQuery } from '@contract/schemas/common';
import { MAX_PAGE_SIZE } from '@contract/constants';

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface Listing<T> {
  items: T[];
  total: number;
}

/** A `page` without `limit` is a page of MAX_PAGE_SIZE. */
export function windowOf(query: PageQuery): PageWindow | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/**
 * For lists that grow with the platform (every user, every task, every withdrawal): no call
 * reads more than MAX_PAGE_SIZE rows, so 100,000 tasks never leave in one answer.
 */
export function boundedWindowOf(query: PageQuery): PageWindow {
  return windowOf(query) ?? { limit: MAX_PAGE_SIZE, offset: 0 };
}

export function inWindow<T extends PgSelect>(select: T, window: PageWindow | undefined): T {
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

/**
 * Descending order as the indexes store it (drizzle-kit writes `DESC NULLS LAST`; a plain
 * `DESC` means NULLS FIRST, which an index in the other order cannot serve).
 */
export function descending(column: AnyPgColumn): SQL {
  return sql`${column} desc nulls last`;
}
