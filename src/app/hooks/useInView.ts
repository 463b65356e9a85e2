import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Becomes true, once and for good, when the element comes within `rootMargin` of the
 * viewport (a transition: what it reveals renders without blocking input). `enabled` false
 * postpones watching.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', enabled = true }: { rootMargin?: string; enabled?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setInView(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, inView]);
  return inView;
}
