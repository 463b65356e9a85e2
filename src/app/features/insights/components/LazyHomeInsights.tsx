/**
 * The home screens' chart sections, at the foot of each home: a chunk of their own, requested
 * as a section nears the viewport rather than with the screen (docs/performance.md#dashboards).
 * On a phone they are well below the first screen, and drawing a chart is the heaviest work a
 * home does after its data; the chart library itself loads later still, once the section's
 * figures have arrived. The section's height is kept meanwhile.
 */
import Box from '@mui/material/Box';
import { type ComponentProps, lazy, type ReactNode, Suspense, useRef } from 'react';

import { useInView } from '@app/hooks/useInView';

const sections = () => import(/* webpackChunkName: "home-insights" */ './HomeInsights');

const Earnings = lazy(() => sections().then((m) => ({ default: m.EarningsInsightSection })));
const Spending = lazy(() => sections().then((m) => ({ default: m.SpendingInsightSection })));
const Platform = lazy(() => sections().then((m) => ({ default: m.PlatformInsightSection })));

/** About the height of a section with its chart, so the page below does not jump. */
const SECTION_HEIGHT = 380;
/** How far below the viewport a section starts loading: its code and figures are in by then. */
const LOAD_AHEAD = '400px 0px';

function NearViewport({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useInView(anchor, { rootMargin: LOAD_AHEAD });
  const placeholder = <Box ref={anchor} aria-hidden sx={{ minHeight: SECTION_HEIGHT }} />;
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function EarningsInsightSection(props: ComponentProps<typeof Earnings>) {
  return (
    <NearViewport>
      <Earnings {...props} />
    </NearViewport>
  );
}

export function SpendingInsightSection(props: ComponentProps<typeof Spending>) {
  return (
    <NearViewport>
      <Spending {...props} />
    </NearViewport>
  );
}

export function PlatformInsightSection() {
  return (
    <NearViewport>
      <Platform />
    </NearViewport>
  );
}
