/** The page of a table a URL asks for, as the table's query asks it (PagedList, screenData). */
import { TABLE_PAGE_SIZE } from '@contract/constants';
import { pageOf } from '@app/hooks/usePageParam';

export function tablePageOf(search: URLSearchParams): { page: number; limit: number } {
  return { page: pageOf(search), limit: TABLE_PAGE_SIZE };
}
