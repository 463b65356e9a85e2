/**
 * The charts of the three homes: a worker's earnings per day or week, a buyer's spending and
 * coins bought per day, the platform's daily volume for an admin. Each fetches its figures when
 * rendered; the chart's own code follows once they are in (InsightsSection).
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';

import { INSIGHTS_COPY as COPY } from '@contract/copy/insights';
import { INSIGHT_DAYS } from '@contract/insights';
import { coinsText, countText } from '@contract/copy/lists';
import {
  useGetEarningsInsightQuery,
  useGetPlatformInsightQuery,
  useGetSpendingInsightQuery,
} from '../api/insightsApi';
import {
  bestOf,
  type ChartSeries,
  fullDayLabel,
  pointsByDay,
  pointsByWeek,
  totalOf,
} from './chartData';
import { InsightsSection } from './InsightsSection';

type Period = 'day' | 'week';
/** The week view covers this many whole weeks (the most days a request may ask for). */
const WEEKS = Math.floor(INSIGHT_DAYS.max / 7);

const EARNINGS_SERIES: readonly ChartSeries[] = [{ key: 'coins', label: COPY.earnings.coins }];

export function EarningsInsightSection({ workerEmail }: { workerEmail: string }) {
  const [period, setPeriod] = useState<Period>('day');
  const days = period === 'day' ? INSIGHT_DAYS.default : WEEKS * 7;
  const query = useGetEarningsInsightQuery({ email: workerEmail, days });
  // The figures of the period shown (not those of the other period while they load).
  const shown = query.currentData;
  const daily = shown ? pointsByDay(shown.days, ['coins']) : undefined;
  const points = daily && period === 'week' ? pointsByWeek(daily) : daily;
  const total = coinsText(points ? totalOf(points, 'coins') : 0);
  const best = coinsText(points ? bestOf(points, 'coins') : 0);
  return (
    <InsightsSection
      heading={COPY.earnings.heading}
      points={points}
      series={EARNINGS_SERIES}
      loading={shown === undefined && query.isFetching}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={COPY.earnings.empty}
      summary={
        period === 'day'
          ? COPY.earnings.summary(total, days, best)
          : COPY.earnings.summaryByWeek(total, WEEKS, best)
      }
      periodLabel={period === 'day' ? COPY.day : COPY.week}
      pointLabel={(point) =>
        period === 'day' ? fullDayLabel(point.day) : COPY.weekOf(fullDayLabel(point.day))
      }
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          aria-label={COPY.period}
          onChange={(_event, next: Period | null) => {
            if (next) setPeriod(next);
          }}
        >
          <ToggleButton value="day">{COPY.day}</ToggleButton>
          <ToggleButton value="week">{COPY.week}</ToggleButton>
        </ToggleButtonGroup>
      }
    />
  );
}

const SPENDING_SERIES: readonly ChartSeries[] = [
  { key: 'spent', label: COPY.spending.spent },
  { key: 'refunded', label: COPY.spending.refunded },
  { key: 'bought', label: COPY.spending.bought },
];

export function SpendingInsightSection({ buyerEmail }: { buyerEmail: string }) {
  const query = useGetSpendingInsightQuery({ email: buyerEmail });
  const points = query.data
    ? pointsByDay(query.data.days, ['spent', 'refunded', 'bought'])
    : undefined;
  const sum = (key: string) => coinsText(points ? totalOf(points, key) : 0);
  return (
    <InsightsSection
      heading={COPY.spending.heading}
      points={points}
      series={SPENDING_SERIES}
      loading={query.isLoading}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={COPY.spending.empty}
      summary={COPY.spending.summary(
        sum('spent'),
        sum('refunded'),
        sum('bought'),
        points?.length ?? INSIGHT_DAYS.default,
      )}
      periodLabel={COPY.day}
    />
  );
}

const PLATFORM_SERIES: readonly ChartSeries[] = [
  { key: 'tasks_posted', label: COPY.platform.tasksPosted },
  { key: 'submissions', label: COPY.platform.submissions },
  { key: 'approvals', label: COPY.platform.approvals },
  { key: 'coins_bought', label: COPY.platform.coinsBought },
  { key: 'coins_paid_out', label: COPY.platform.coinsPaidOut },
];

export function PlatformInsightSection() {
  const query = useGetPlatformInsightQuery({});
  const points = query.data
    ? pointsByDay(query.data.days, [
        'tasks_posted',
        'submissions',
        'approvals',
        'coins_bought',
        'coins_paid_out',
      ])
    : undefined;
  const sum = (key: string) => countText(points ? totalOf(points, key) : 0);
  return (
    <InsightsSection
      heading={COPY.platform.heading}
      points={points}
      series={PLATFORM_SERIES}
      loading={query.isLoading}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={COPY.platform.empty}
      summary={COPY.platform.summary(
        sum('tasks_posted'),
        sum('submissions'),
        sum('approvals'),
        points?.length ?? INSIGHT_DAYS.default,
      )}
      periodLabel={COPY.day}
    />
  );
}
