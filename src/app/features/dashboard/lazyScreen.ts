import { type ComponentType, lazy } from 'react';

/** A lazily loaded screen, by its export name (every role's screens share one chunk). */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
