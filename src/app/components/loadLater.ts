/**
 * Code a screen does not render with its first data (popups, tooltips): loaded once, when first
 * wanted or in the background once the page and a dashboard's first data are in
 * (docs/performance.md#dashboards).
 */
import { whenPageLoaded } from '@app/hooks/usePageLoaded';
import { whenFirstDataShown } from '@app/session/firstData';

/** A loader that asks once, and asks again after a failure. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Loads in the background once the page and a dashboard's first data are in; after a failure
 * the next ask tries again.
 */
export function loadAfterFirstData(load: () => Promise<unknown>): void {
  void whenPageLoaded()
    .then(whenFirstDataShown)
    .then(load)
    .catch(() => undefined);
}
