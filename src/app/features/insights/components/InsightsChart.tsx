/**
 * The bar chart of a home screen's insights. Loaded with React.lazy by InsightsSection only, so
 * the charts library is a chunk of its own that Worker, Buyer and Admin Home fetch after their
 * figures, and no other screen downloads.
 */
import { BarChart } from '@mui/x-charts/BarChart';

import { countText } from '@contract/copy/lists';
import type { ChartPoint, ChartSeries } from './chartData';

export interface InsightsChartProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
}

const HEIGHT = 280;

export function InsightsChart({ points, series }: InsightsChartProps) {
  return (
    <BarChart
      height={HEIGHT}
      dataset={points.map((point) => ({ label: point.label, ...point.values }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (value: number) => countText(value), width: 48 }]}
      series={series.map((one) => ({
        dataKey: one.key,
        label: one.label,
        valueFormatter: (value: number | null) => countText(value ?? 0),
      }))}
      margin={{ left: 0, right: 8 }}
      hideLegend={series.length === 1}
    />
  );
}
