/**
 * A part of the dashboard whose code is a chunk of its own (a table's filter bar, the worker's
 * bell) yet which a page rendered on the server renders with the rest (docs/performance.md#dashboards).
 * The server notes each such part it rendered (`ServerRenderedPage.parts`, by chunk name); the page preloads
 * their code, and the browser loads it before React hydrates the page (`loadServerRenderedParts`), so
 * that the whole page is hydrated in one pass: a part React left as rendered while its code
 * arrived would look ready and answer nothing, and a click on it would be lost.
 */
import { type ComponentType, createContext, lazy, useContext } from 'react';

import { loadOnce } from './loadLater';
import { settledPromise } from './settledPromise';

/** Given by the server's rendering: the chunk of every part rendered goes into it. */
export const ServerRenderedPartsContext = createContext<Set<string> | undefined>(undefined);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * `load` must import the part's code with `chunk` as its webpackChunkName (the page preloads the
 * chunk by that name).
 */
export function serverRenderedPart<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let code: ComponentType<P> | undefined;
  const loadCode = loadOnce(async () => {
    code = await load();
    return code;
  });
  loaders.set(chunk, loadCode);
  // Code already here is rendered in the same pass (settledPromise).
  const Part = lazy(() =>
    code ? settledPromise({ default: code }) : loadCode().then((loaded) => ({ default: loaded })),
  );
  return function ServerRenderedPart(props: P) {
    useContext(ServerRenderedPartsContext)?.add(chunk);
    return <Part {...props} />;
  };
}

/** Loads the code of the parts a page was rendered with (those of this client it knows). */
export async function loadServerRenderedParts(chunks: readonly string[]): Promise<void> {
  await Promise.all(chunks.map((chunk) => loaders.get(chunk)?.()));
}
