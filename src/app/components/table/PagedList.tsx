/**
 * One page of a server-paged list (the page is in the address): its error with a retry,
 * its loading placeholder, its empty state, or the page's rows and the pager. An empty page of
 * a filtered list says that the filters are why.
 */
import type { ReactNode } from 'react';

import type { CountedList } from '@contract/api';
import { TABLE_PAGE_SIZE } from '@contract/constants';
import { COMMON_COPY } from '@contract/copy/common';
import { TABLES_COPY } from '@contract/copy/tables';
import { pageCountOf, useKeepPageInRange, usePageParam } from '@app/hooks/usePageParam';
import { useSearchParams } from 'react-router';
import { tablePageOf } from './tablePage';
import { Pager } from '../Pager';
import { EmptyState } from '../status/EmptyState';
import { LoadFailed } from '../status/LoadFailed';
import { LoadingSkeleton } from '../status/LoadingSkeleton';

/** The page the address asks for, as the window a list query takes. */
export function useTablePage(): { page: number; limit: number } {
  const [searchParams] = useSearchParams();
  return tablePageOf(searchParams);
}

interface PagedListProps<T> {
  /** The list query's state, asked with `useTablePage()`. */
  list: {
    data?: CountedList<T>;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  copy: { loading: string; loadFailed: string; empty: string };
  skeleton?: { rows?: number; rowHeight?: number };
  /** What an empty list offers to do next. */
  emptyAction?: ReactNode;
  /** The table's filters (useTableParams), when it has any. */
  filters?: { filtered: boolean };
  /** The page's rows; `busy` while another page or a refresh loads. */
  children: (items: T[], busy: boolean) => ReactNode;
}

/**
 * What an empty list says when its filters may be why. The way back to every row is the filter
 * bar's Clear filters, right above: one button, not a second one here.
 */
export function NoMatches({ message = TABLES_COPY.noMatches }: { message?: string }) {
  return <EmptyState message={message} />;
}

export function PagedList<T>({
  list,
  copy,
  skeleton,
  emptyAction,
  filters,
  children,
}: PagedListProps<T>) {
  const [page, setPage] = usePageParam();
  const { data, isFetching, isError, refetch } = list;
  const pageCount = data ? pageCountOf(data.total, TABLE_PAGE_SIZE) : undefined;
  useKeepPageInRange(page, pageCount, setPage);

  if (isError && !isFetching) {
    return (
      <LoadFailed
        message={copy.loadFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data || pageCount === undefined) {
    return <LoadingSkeleton label={copy.loading} {...skeleton} />;
  }
  if (data.total === 0 && filters?.filtered) {
    return <NoMatches />;
  }
  if (data.total === 0) return <EmptyState message={copy.empty} action={emptyAction} />;
  return (
    <>
      {children(data.items, isFetching)}
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
