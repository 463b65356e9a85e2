/**
 * A form on a dashboard page rendered on the server (docs/performance.md#dashboards) would take what
 * a person types before React runs it, and lose it: until React has hydrated the page, its place
 * is held by `placeholder`. A page the browser renders shows the form at once.
 */
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import { useHydrated } from '@app/hooks/useHydrated';

interface AfterHydrationProps {
  children: ReactNode;
  /** Holds the form's place; a box of `height` px when left out. */
  placeholder?: ReactNode;
  height?: number;
}

export function AfterHydration({ children, placeholder, height = 320 }: AfterHydrationProps) {
  const hydrated = useHydrated();
  if (hydrated) return children;
  return placeholder ?? <Skeleton variant="rounded" height={height} aria-hidden />;
}
