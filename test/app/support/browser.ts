/**
 * What jsdom lacks or cannot know about the screen: which elements are in view, the
 * visitor's motion preference, scrolling.
 */

/** Every observed element counts as being in the viewport at once. */
class EverythingInView implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const bounds = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: bounds,
      intersectionRect: bounds,
      rootBounds: null,
      time: performance.now(),
    };
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function showEverything(): void {
  Object.assign(window, { IntersectionObserver: EverythingInView });
}

/** The visitor asks for reduced motion: counters show their final figures at once. */
export function preferReducedMotion(): void {
  const original = window.matchMedia.bind(window);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) =>
      query.includes('prefers-reduced-motion: reduce')
        ? { ...original(query), matches: true, media: query }
        : original(query),
  });
}

/** jsdom does not scroll; the layout scrolls to the top on navigation. */
export function allowScrolling(): void {
  Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });
}
