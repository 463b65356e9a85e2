import { type ComponentType, lazy } from 'react';

/** A lazily loaded component, by its export name (several route files may share one chunk). */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
}
