import { startTransition, useEffect, useState } from 'react';

let pageLoaded: Promise<void> | undefined;

/**
 * Resolves once the page has fired `load` and the browser has had an idle moment, so code
 * fetched afterwards never competes with what the visitor sees first.
 */
export function whenPageLoaded(): Promise<void> {
  pageLoaded ??= new Promise((resolve) => {
    const settle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
      else setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  });
  return pageLoaded;
}

/**
 * True from the moment the page has loaded (see `whenPageLoaded`). What it brings in renders
 * as a transition, in slices the browser can interleave with input.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    void whenPageLoaded().then(() => {
      if (active) startTransition(() => setLoaded(true));
    });
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
