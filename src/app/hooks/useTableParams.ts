/**
 * A table's sort and filters, kept in the address (`?sort=coins&order=desc&q=ann&status=worker`)
 * so Back, Forward and a shared link keep them (src/contract/tables.ts). Values the table does not
 * know are ignored. Every step is one history entry that Back and Forward restore exactly
 * (docs/product.md#tables): choosing a sort, a status or a least approval, clearing the filters,
 * and a search, which the address takes once the typing pauses; further pauses of the same typing
 * update that entry rather than adding one each. Any change goes back to the first page.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import {
  MIN_APPROVAL_CHOICES,
  SORT_ORDERS,
  TABLE_PARAMS,
  TABLE_SEARCH_MAX_LENGTH,
  TABLES,
  type SortKeyOf,
  type SortOrder,
  type StatusOf,
  type TableName,
  type TableQuery,
} from '@contract/tables';

/** How long the search waits for the typing to pause before it asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

const PAGE_PARAM = 'page';

export type MinApproval = (typeof MIN_APPROVAL_CHOICES)[number];

/** A list's query: the table's sort and filters, defaults left out. */
export type TableListQuery<T extends TableName> = TableQuery<T> & { min_approval?: MinApproval };

function oneOf<V extends string>(values: readonly V[], value: string | null): V | undefined {
  return values.find((candidate) => candidate === value);
}

interface ReadParams<T extends TableName> {
  sort: SortKeyOf<T>;
  order: SortOrder;
  /** The search as the address holds it (untrimmed). */
  search: string;
  status: StatusOf<T> | undefined;
  minApproval: MinApproval | undefined;
}

function readParams<T extends TableName>(name: T, search: URLSearchParams): ReadParams<T> {
  const table = TABLES[name];
  const sorts: readonly SortKeyOf<T>[] = table.sorts;
  const statuses: readonly StatusOf<T>[] = table.statuses;
  const approval = Number(search.get(TABLE_PARAMS.minApproval));
  return {
    sort: oneOf(sorts, search.get(TABLE_PARAMS.sort)) ?? table.defaultSort,
    order: oneOf(SORT_ORDERS, search.get(TABLE_PARAMS.order)) ?? table.defaultOrder,
    search: (search.get(TABLE_PARAMS.search) ?? '').slice(0, TABLE_SEARCH_MAX_LENGTH),
    status: oneOf(statuses, search.get(TABLE_PARAMS.status)),
    minApproval:
      name === 'openTasks' ? MIN_APPROVAL_CHOICES.find((choice) => choice === approval) : undefined,
  };
}

/** Whether two queries hold the same parameters, in whatever order. */
function sameParams(one: URLSearchParams, other: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => {
    const copy = new URLSearchParams(params);
    copy.sort();
    return copy.toString();
  };
  return sorted(one) === sorted(other);
}

function isDefaultSort(name: TableName, sort: string, order: SortOrder): boolean {
  return sort === TABLES[name].defaultSort && order === TABLES[name].defaultOrder;
}

function queryOf<T extends TableName>(name: T, read: ReadParams<T>): TableListQuery<T> {
  const query: TableListQuery<T> = {};
  if (!isDefaultSort(name, read.sort, read.order)) {
    query.sort = read.sort;
    query.order = read.order;
  }
  const text = read.search.trim();
  if (text) query.q = text;
  if (read.status) query.status = read.status;
  if (read.minApproval !== undefined) query.min_approval = read.minApproval;
  return query;
}

/** Whether a list's query narrows it (a search, a status, a least approval), not only sorts it. */
export function isFiltered(query: TableListQuery<TableName>): boolean {
  return query.q !== undefined || query.status !== undefined || query.min_approval !== undefined;
}

/**
 * The sort and filters a URL's query asks of `name`'s list, as `useTableParams` asks them (for
 * prefetching a screen); empty when nothing is chosen.
 */
export function tableQueryOf<T extends TableName>(
  name: T,
  search: URLSearchParams,
): TableListQuery<T> {
  return queryOf(name, readParams(name, search));
}

export interface TableParams<T extends TableName> {
  name: T;
  sort: SortKeyOf<T>;
  order: SortOrder;
  /** What the search field shows, ahead of the address while typing. */
  search: string;
  status: StatusOf<T> | undefined;
  minApproval: MinApproval | undefined;
  /** The list query's part of them (defaults left out). */
  query: TableListQuery<T>;
  /** Whether any filter (not the sort) narrows the list. */
  filtered: boolean;
  /** A header's click: the same column flips its order, another starts ascending. */
  sortBy: (sort: SortKeyOf<T>, order?: SortOrder) => void;
  setSearch: (text: string) => void;
  setStatus: (status: StatusOf<T> | undefined) => void;
  setMinApproval: (minApproval: MinApproval | undefined) => void;
  clearFilters: () => void;
}

export function useTableParams<T extends TableName>(name: T): TableParams<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: entry } = useLocation();
  const read = readParams(name, searchParams);
  const query = useMemo(() => tableQueryOf(name, searchParams), [name, searchParams]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Text typed in the search that the address does not hold yet (the debounce is running). */
  const typed = useRef<string | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The address as it is now, for a change made from the debounce's timer: the one rendered when
  // the typing began may have moved on since (a sort chosen, Back pressed).
  const now = useRef({ params: searchParams, entry });
  useEffect(() => {
    now.current = { params: searchParams, entry };
  }, [searchParams, entry]);
  /** The history entry the search typed last added: the same typing goes on in it. */
  const searchEntry = useRef<string | undefined>(undefined);
  /** What the change on its way is: none, a step, or a search (whose entry is then kept). */
  const moving = useRef<'step' | 'search' | undefined>(undefined);

  // Every change carries a search still being typed along, so choosing a sort or a status
  // right after typing keeps both.
  const change = useCallback(
    (apply: (params: URLSearchParams) => void, step: 'step' | 'search' = 'step') => {
      clearTimeout(timer.current);
      const search = typed.current;
      typed.current = undefined;
      const { params: current, entry: currentEntry } = now.current;
      const params = new URLSearchParams(current);
      if (search !== undefined) {
        if (search.trim()) params.set(TABLE_PARAMS.search, search);
        else params.delete(TABLE_PARAMS.search);
      }
      apply(params);
      params.delete(PAGE_PARAM);
      if (sameParams(params, current)) return;
      const replace = step === 'search' && searchEntry.current === currentEntry;
      searchEntry.current = undefined;
      moving.current = step;
      setSearchParams(params, { replace });
    },
    [setSearchParams],
  );
  // The debounce's timer calls the latest `change`.
  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  }, [change]);

  // The field follows the address when it changes otherwise (Back, Clear filters). The router
  // moves the address in a transition, which a busy device may render after further keys: text typed
  // since then stays, and the address takes it at the next pause.
  const [draft, setDraft] = useState(read.search);
  const [shownSearch, setShownSearch] = useState(read.search);
  if (shownSearch !== read.search) {
    setShownSearch(read.search);
    if (typed.current === undefined) setDraft(read.search);
  }

  useEffect(() => {
    const step = moving.current;
    moving.current = undefined;
    if (step === 'search') searchEntry.current = entry;
    if (step !== undefined) return;
    // Another entry by Back, Forward or a link: a search still being typed on the one left is
    // dropped with it, rather than written onto this one.
    searchEntry.current = undefined;
    if (typed.current === undefined) return;
    clearTimeout(timer.current);
    typed.current = undefined;
    setDraft(readParams(name, now.current.params).search);
  }, [entry, name]);

  const setSearch = useCallback((text: string) => {
    const next = text.slice(0, TABLE_SEARCH_MAX_LENGTH);
    setDraft(next);
    clearTimeout(timer.current);
    typed.current = next;
    timer.current = setTimeout(
      () => latestChange.current(() => undefined, 'search'),
      SEARCH_DEBOUNCE_MS,
    );
  }, []);

  const sortBy = useCallback(
    (sort: SortKeyOf<T>, order?: SortOrder) => {
      const nextOrder = order ?? (sort === read.sort && read.order === 'asc' ? 'desc' : 'asc');
      change((params) => {
        if (isDefaultSort(name, sort, nextOrder)) {
          params.delete(TABLE_PARAMS.sort);
          params.delete(TABLE_PARAMS.order);
        } else {
          params.set(TABLE_PARAMS.sort, sort);
          params.set(TABLE_PARAMS.order, nextOrder);
        }
      });
    },
    [change, name, read.sort, read.order],
  );

  const setStatus = useCallback(
    (status: StatusOf<T> | undefined) =>
      change((params) => {
        if (status) params.set(TABLE_PARAMS.status, status);
        else params.delete(TABLE_PARAMS.status);
      }),
    [change],
  );

  const setMinApproval = useCallback(
    (minApproval: MinApproval | undefined) =>
      change((params) => {
        if (minApproval === undefined) params.delete(TABLE_PARAMS.minApproval);
        else params.set(TABLE_PARAMS.minApproval, String(minApproval));
      }),
    [change],
  );

  const clearFilters = useCallback(() => {
    setDraft('');
    change((params) => {
      params.delete(TABLE_PARAMS.search);
      params.delete(TABLE_PARAMS.status);
      params.delete(TABLE_PARAMS.minApproval);
    });
  }, [change]);

  return {
    name,
    sort: read.sort,
    order: read.order,
    search: draft,
    status: read.status,
    minApproval: read.minApproval,
    query,
    filtered: isFiltered(query),
    sortBy,
    setSearch,
    setStatus,
    setMinApproval,
    clearFilters,
  };
}
