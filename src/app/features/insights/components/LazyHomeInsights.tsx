/**
 * The home screens' chart sections, as a chunk of their own requested with the screen's first
 * data rather than before it (docs/performance.md#dashboards); the chart library itself loads
 * later still, once the section's figures have arrived. The section's height is kept meanwhile.
 */
import Box from '@mui/material/Box';
import { type ComponentProps, lazy, Suspense } from 'react';

const sections = () => import(/* webpackChunkName: "home-insights" */ './HomeInsights');

const Earnings = lazy(() => sections().then((m) => ({ default: m.EarningsInsightSection })));
const Spending = lazy(() => sections().then((m) => ({ default: m.SpendingInsightSection })));
const Platform = lazy(() => sections().then((m) => ({ default: m.PlatformInsightSection })));

/** About the height of a section with its chart, so the page below does not jump. */
const SECTION_HEIGHT = 380;
const placeholder = <Box aria-hidden sx={{ minHeight: SECTION_HEIGHT }} />;

export function EarningsInsightSection(props: ComponentProps<typeof Earnings>) {
  return (
    <Suspense fallback={placeholder}>
      <Earnings {...props} />
    </Suspense>
  );
}

export function SpendingInsightSection(props: ComponentProps<typeof Spending>) {
  return (
    <Suspense fallback={placeholder}>
      <Spending {...props} />
    </Suspense>
  );
}

export function PlatformInsightSection() {
  return (
    <Suspense fallback={placeholder}>
      <Platform />
    </Suspense>
  );
}
