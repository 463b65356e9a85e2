import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue } from 'react';

import { FEATURED_TASKS_COPY } from '@contract/copy/landing';
import { FEATURED_TASK_IMAGE_HEIGHT_PX, TASK_CARD_SIZE_PX } from '@app/theme/landingDimensions';
import type { PublicTask } from '@contract/schemas/tasks';
import { type LandingQuery, useGetFeaturedTasksQuery } from '../api/landingApi';
import { LandingSection } from './LandingSection';
import { LoadError } from './LoadError';
import { TaskCard } from './TaskCard';

const SKELETON_COUNT = 6;

const gridSx = {
  display: 'grid',
  gap: 3,
  justifyContent: 'center',
  gridTemplateColumns: {
    xs: `minmax(0, ${TASK_CARD_SIZE_PX.width}px)`,
    sm: `repeat(2, ${TASK_CARD_SIZE_PX.width}px)`,
    md: `repeat(3, ${TASK_CARD_SIZE_PX.width}px)`,
  },
} as const;

/** The answer is rendered in the background (a deferred value): the page stays responsive. */
export function FeaturedTasks() {
  return <FeaturedTasksContent query={useDeferredValue(useGetFeaturedTasksQuery(undefined))} />;
}

const FeaturedTasksContent = memo(function FeaturedTasksContent({
  query: { data: tasks, isLoading, isError, refetch },
}: {
  query: LandingQuery<PublicTask[]>;
}) {
  return (
    <LandingSection
      id="featured-tasks"
      heading={FEATURED_TASKS_COPY.heading}
      subheading={FEATURED_TASKS_COPY.subheading}
      tinted
    >
      {isError ? (
        <LoadError message={FEATURED_TASKS_COPY.loadFailed} onRetry={() => void refetch()} />
      ) : tasks && tasks.length === 0 ? (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {FEATURED_TASKS_COPY.empty}
        </Typography>
      ) : (
        <Box sx={gridSx} aria-busy={isLoading}>
          {isLoading || !tasks
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => <TaskSkeleton key={index} />)
            : tasks.map((task) => <TaskCard key={task._id} task={task} />)}
        </Box>
      )}
    </LandingSection>
  );
});

function TaskSkeleton() {
  return (
    <Card sx={{ height: TASK_CARD_SIZE_PX.height }}>
      <Skeleton variant="rectangular" height={FEATURED_TASK_IMAGE_HEIGHT_PX} />
      <CardContent>
        <Skeleton width="80%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
