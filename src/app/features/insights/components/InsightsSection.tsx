/**
 * A home screen's chart: its heading, the bar chart (a chunk of its own, fetched once the
 * figures are in), a "Show as table" switch to the same figures as a table, and its loading,
 * empty and failed states. The chart's accessible name summarises it; the table is its text
 * alternative.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';

import { COMMON_COPY } from '@contract/copy/common';
import { INSIGHTS_COPY } from '@contract/copy/insights';
import { countText } from '@contract/copy/lists';
import { type ChartPoint, type ChartSeries, fullDayLabel } from './chartData';

const InsightsChart = lazy(() =>
  import(/* webpackChunkName: "insights-chart" */ './InsightsChart').then((module) => ({
    default: module.InsightsChart,
  })),
);

const CHART_HEIGHT = 280;

export interface InsightsSectionProps {
  heading: string;
  /** The figures; undefined while they load or when they failed. */
  points: readonly ChartPoint[] | undefined;
  series: readonly ChartSeries[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  /** The chart's accessible name: what it shows, in a sentence. */
  summary: string;
  /** The first column's heading (Day or Week) and how a point is named in it. */
  periodLabel: string;
  pointLabel?: (point: ChartPoint) => string;
  /** Controls beside the heading (the day/week switch). */
  controls?: ReactNode;
}

export function InsightsSection({
  heading,
  points,
  series,
  loading,
  failed,
  onRetry,
  emptyText,
  summary,
  periodLabel,
  pointLabel = (point) => fullDayLabel(point.day),
  controls,
}: InsightsSectionProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const empty =
    points !== undefined &&
    points.every((point) => Object.values(point.values).every((value) => value === 0));

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {controls}
          <FormControlLabel
            control={
              <Switch
                checked={asTable}
                onChange={(event) => setAsTable(event.target.checked)}
                disabled={points === undefined || empty}
              />
            }
            label={INSIGHTS_COPY.showAsTable}
          />
        </Box>
      </Box>
      {loading ? (
        <Skeleton
          variant="rounded"
          height={CHART_HEIGHT}
          aria-label={INSIGHTS_COPY.loading}
          role="progressbar"
        />
      ) : failed || points === undefined ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {COMMON_COPY.tryAgain}
            </Button>
          }
        >
          {INSIGHTS_COPY.failed}
        </Alert>
      ) : empty ? (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : asTable ? (
        <FiguresTable
          caption={summary}
          points={points}
          series={series}
          periodLabel={periodLabel}
          pointLabel={pointLabel}
        />
      ) : (
        <Box role="img" aria-label={summary} sx={{ minHeight: CHART_HEIGHT, width: '100%' }}>
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
            <InsightsChart points={points} series={series} />
          </Suspense>
        </Box>
      )}
    </Card>
  );
}

function FiguresTable({
  caption,
  points,
  series,
  periodLabel,
  pointLabel,
}: {
  caption: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  periodLabel: string;
  pointLabel: (point: ChartPoint) => string;
}) {
  return (
    // It scrolls, so it takes the focus: keyboard users can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {periodLabel}
            </TableCell>
            {series.map((one) => (
              <TableCell key={one.key} component="th" scope="col" align="right">
                {one.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...points].reverse().map((point) => (
            <TableRow key={point.day}>
              <TableCell component="th" scope="row">
                {pointLabel(point)}
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.key} align="right">
                  {countText(point.values[one.key] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
