import Box from '@mui/material/Box';
import { type ComponentType, type LazyExoticComponent, Suspense, useRef } from 'react';

import { useInView } from '../hooks/useInView';
import { usePageLoaded } from '../hooks/usePageLoaded';

interface LazySectionProps {
  component: LazyExoticComponent<ComponentType>;
  /** Space kept for the section until its code has arrived, so the page does not jump. */
  placeholderHeight: number;
}

/** A page section whose code loads after the page has loaded, as it nears the viewport. */
export function LazySection({ component: Section, placeholderHeight }: LazySectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const pageLoaded = usePageLoaded();
  const near = useInView(anchor, { rootMargin: '600px 0px', enabled: pageLoaded });
  const placeholder = <Box ref={anchor} sx={{ minHeight: placeholderHeight }} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<Box sx={{ minHeight: placeholderHeight }} />}>
      <Section />
    </Suspense>
  );
}
