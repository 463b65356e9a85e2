/**
 * What jsdom lacks or cannot know about the screen: which elements are in view, the
 * visitor's motion preference, scrolling.
 */

/** What an observer reports for an element in the viewport. */
function inView(target: Element): IntersectionObserverEntry {
  const bounds = target.getBoundingClientRect();
  return {
    target,
    isIntersecting: true,
    intersectionRatio: 1,
    boundingClientRect: bounds,
    intersectionRect: bounds,
    rootBounds: null,
    time: performance.now(),
  };
}

/** An observer that reports nothing by itself; `onObserve` decides when its elements come in. */
class ObserverOf implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(
    readonly callback: IntersectionObserverCallback,
    private readonly onObserve: (observer: ObserverOf, target: Element) => void,
  ) {}
  observe(target: Element): void {
    this.onObserve(this, target);
  }
  unobserve(): void {}
  disconnect(): void {
    watched.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Elements watched by observers that wait for `scrollNear`. */
const watched = new Map<ObserverOf, Element[]>();

/** Every observed element counts as being in the viewport at once. */
class EverythingInView extends ObserverOf {
  constructor(callback: IntersectionObserverCallback) {
    super(callback, (observer, target) =>
      queueMicrotask(() => observer.callback([inView(target)], observer)),
    );
  }
}

/** Nothing is in view until the test scrolls near it. */
class InViewWhenScrolled extends ObserverOf {
  constructor(callback: IntersectionObserverCallback) {
    super(callback, (observer, target) =>
      watched.set(observer, [...(watched.get(observer) ?? []), target]),
    );
  }
}

/**
 * Nothing observed is in view until the returned function is called, as if the visitor then
 * scrolled near every element watched so far.
 */
export function showOnlyWhenScrolled(): () => void {
  watched.clear();
  Object.assign(window, { IntersectionObserver: InViewWhenScrolled });
  return () => {
    for (const [observer, targets] of [...watched]) {
      observer.callback(targets.map(inView), observer);
    }
  };
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
