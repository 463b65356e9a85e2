/**
 * Code a screen does not render with its data (popups, tooltips): loaded once, when first
 * wanted or in the background once the page and a dashboard's data are in
 * (docs/performance.md#dashboards).
 */
import { whenPageLoaded } from '@app/hooks/usePageLoaded';
import { whenScreenDataShown } from '@app/session/afterScreenData';

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
 * Loads in the background once the page and a dashboard's data are in; after a failure
 * the next ask tries again.
 */
export function loadAfterScreenData(load: () => Promise<unknown>): void {
  void whenPageLoaded()
    .then(whenScreenDataShown)
    .then(load)
    .catch(() => undefined);
}
