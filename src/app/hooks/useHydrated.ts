import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is pre-rendered and while React hydrates that markup, true on every
 * other render. Whatever the browser knows but the build did not (storage, colour scheme)
 * is read through it, so hydration renders exactly the pre-rendered page and switches after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A value read from the browser, with the one the pre-rendered page was rendered with; read again
 * whenever `subscribe` reports a change (by default it is read once the page has hydrated).
 */
export function useBrowserValue<T>(
  read: () => T,
  prerendered: T,
  subscribe: (onChange: () => void) => () => void = subscribeToNothing,
): T {
  return useSyncExternalStore(subscribe, read, () => prerendered);
}
