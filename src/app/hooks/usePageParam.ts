/**
 * The page of a paged list, kept in the address (`?page=2`) so Back and Forward move
 * between pages and a page can be bookmarked. Page 1 leaves the parameter out.
 */
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

const PAGE_PARAM = 'page';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page a URL's query asks for, as `usePageParam` reads it (for prefetching a screen). */
export function pageOf(search: URLSearchParams): number {
  return pageFrom(search.get(PAGE_PARAM));
}

export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get(PAGE_PARAM));
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete(PAGE_PARAM);
          else params.set(PAGE_PARAM, String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );
  return [page, setPage];
}

/** How many pages `total` items fill; an empty list still has its one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page past the end (the last item of the last page was deleted, or an old link) moves
 * to the last page, replacing the address rather than adding to the history.
 */
export function useKeepPageInRange(
  page: number,
  pageCount: number | undefined,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): void {
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount, { replace: true });
  }, [page, pageCount, setPage]);
}
