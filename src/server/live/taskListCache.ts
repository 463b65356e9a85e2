/**
 * The worker's task list pages (`GET /api/tasks`), remembered for a few seconds: every worker reads
 * the same pages, far more often than tasks change (docs/deployment.md#fast-authenticated-requests).
 * The database says when they change: a trigger on the tables the pages are made of (tasks, and
 * user_stats for the buyers' reputations, migration 0010) sends `coinwork_task_list_changed` on
 * commit, and every instance then forgets its pages; so does a write request answered here, so
 * that whoever wrote reads what they wrote. After a lost listening connection everything is
 * forgotten. A page read while the list changed is not kept.
 */
import { LRUCache } from 'lru-cache';

export interface TaskListCacheOptions {
  /** How long a page is kept at most (TASK_LIST_CACHE_SECONDS); 0 turns the cache off. */
  ttlSeconds: number;
  /** Pages kept at most (each a page of one sort, filter and page number). */
  maxPages: number;
}

export interface TaskListCache<Page> {
  /** The remembered page of this key (the request's query), or what `load` reads. */
  read(key: string, load: () => Promise<Page>): Promise<Page>;
  /** The list changed (or may have): forget every page. */
  changed(): void;
  readonly cachedPages: number;
}

export function taskListCache<Page extends object>({
  ttlSeconds,
  maxPages,
}: TaskListCacheOptions): TaskListCache<Page> {
  if (ttlSeconds === 0 || maxPages === 0) {
    return { read: (_key, load) => load(), changed: () => undefined, cachedPages: 0 };
  }
  const pages = new LRUCache<string, Page>({ max: maxPages, ttl: ttlSeconds * 1000 });
  let version = 0;
  return {
    async read(key, load) {
      const remembered = pages.get(key);
      if (remembered) return remembered;
      const before = version;
      const page = await load();
      if (version === before) pages.set(key, page);
      return page;
    },
    changed() {
      version += 1;
      pages.clear();
    },
    get cachedPages() {
      return pages.size;
    },
  };
}
