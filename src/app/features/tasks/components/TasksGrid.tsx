/**
 * The worker's Tasks List (docs/product.md#tasks-list): nine tasks a page in a grid of three
 * columns on wide screens (two, then one, on narrower ones), with Previous, Next and 'Page X of Y'.
 * The page is in the address, so Back returns to the page before.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { TASKS_PAGE_SIZE } from '@contract/constants';
import { COMMON_COPY } from '@contract/copy/common';
import { TASKS_LIST_COPY as COPY } from '@contract/copy/tasks';
import { TASK_LIST_IMAGE_HEIGHT_PX } from '@app/theme/dashboardDimensions';
import { LOADING_TEXTS } from '@contract/messages';
import { Pager } from '@app/components/Pager';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { TASK_LIST_FILTERS_COPY } from '@contract/copy/tables';
import { NoMatches } from '@app/components/table/PagedList';
import { type SortChoice, TableFilters } from '@app/components/table/TableFilters';
import { pageCountOf, useKeepPageInRange, usePageParam } from '@app/hooks/usePageParam';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { useGetTasksPageQuery } from '../api/tasksApi';
import { TaskListCard } from './TaskListCard';

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function TaskCardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" height={TASK_LIST_IMAGE_HEIGHT_PX} />
      <CardContent>
        <Skeleton width="80%" height={32} />
        <Skeleton width="40%" />
        <Skeleton sx={{ mt: 2 }} />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}

function LoadingTasks() {
  return (
    <Box role="status">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{LOADING_TEXTS.tasks}</Typography>
      <Box sx={gridSx}>
        {Array.from({ length: 3 }, (_, index) => (
          <TaskCardSkeleton key={index} />
        ))}
      </Box>
    </Box>
  );
}

/** Every sort both ways (docs/product.md#tasks-list): the cards have no header to flip it. */
const SORT_CHOICES: readonly SortChoice<'openTasks'>[] = [
  { sort: 'posted', order: 'desc', label: TASK_LIST_FILTERS_COPY.newest },
  { sort: 'posted', order: 'asc', label: TASK_LIST_FILTERS_COPY.oldest },
  { sort: 'pay', order: 'desc', label: TASK_LIST_FILTERS_COPY.highestPay },
  { sort: 'pay', order: 'asc', label: TASK_LIST_FILTERS_COPY.lowestPay },
  { sort: 'deadline', order: 'asc', label: TASK_LIST_FILTERS_COPY.soonestDeadline },
  { sort: 'deadline', order: 'desc', label: TASK_LIST_FILTERS_COPY.latestDeadline },
  { sort: 'buyerApproval', order: 'desc', label: TASK_LIST_FILTERS_COPY.highestApproval },
  { sort: 'buyerApproval', order: 'asc', label: TASK_LIST_FILTERS_COPY.lowestApproval },
];

export function TasksGrid() {
  const table = useTableParams('openTasks');
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TASK_LIST_FILTERS_COPY.searchTitles}
        sortChoices={SORT_CHOICES}
        sortAlways
        withMinApproval
      />
      <TaskCards table={table} />
    </>
  );
}

function TaskCards({ table }: { table: TableParams<'openTasks'> }) {
  const [page, setPage] = usePageParam();
  const { currentData, isFetching, isError, refetch } = useGetTasksPageQuery({
    page,
    limit: TASKS_PAGE_SIZE,
    ...table.query,
  });
  const pageCount = currentData ? pageCountOf(currentData.totalTasks, TASKS_PAGE_SIZE) : undefined;
  useKeepPageInRange(page, pageCount, setPage);

  if (isError && !isFetching) {
    return (
      <LoadFailed
        message={COPY.loadFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData || pageCount === undefined) return <LoadingTasks />;
  if (currentData.totalTasks === 0 && table.filtered) {
    return <NoMatches message={TASK_LIST_FILTERS_COPY.noMatches} />;
  }
  if (currentData.totalTasks === 0) return <EmptyState message={COPY.empty} />;
  return (
    <>
      <Box sx={gridSx}>
        {currentData.tasks.map((task) => (
          <TaskListCard key={task._id} task={task} />
        ))}
      </Box>
      <Pager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
