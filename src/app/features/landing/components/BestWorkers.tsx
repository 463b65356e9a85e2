import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { memo, useDeferredValue } from 'react';

import type { TopWorker } from '@contract/schemas/users';
import { BEST_WORKERS_COPY } from '@contract/copy/landing';
import { TOP_WORKER_PHOTO_PX } from '@app/theme/landingDimensions';
import { type LandingQuery, useGetTopWorkersQuery } from '../api/landingApi';
import { LandingSection } from './LandingSection';
import { LoadError } from './LoadError';
import { WorkerCard } from './WorkerCard';

const SKELETON_COUNT = 6;

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** The answer is rendered in the background (a deferred value): the page stays responsive. */
export function BestWorkers() {
  return <BestWorkersContent query={useDeferredValue(useGetTopWorkersQuery(undefined))} />;
}

const BestWorkersContent = memo(function BestWorkersContent({
  query: { data: workers, isLoading, isError, refetch },
}: {
  query: LandingQuery<TopWorker[]>;
}) {
  return (
    <LandingSection
      id="best-workers"
      heading={BEST_WORKERS_COPY.heading}
      subheading={BEST_WORKERS_COPY.subheading}
    >
      {isError ? (
        <LoadError message={BEST_WORKERS_COPY.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Box sx={gridSx} aria-busy={isLoading}>
          {isLoading || !workers
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => <WorkerSkeleton key={index} />)
            : workers.map((worker) => <WorkerCard key={worker._id} worker={worker} />)}
        </Box>
      )}
    </LandingSection>
  );
});

function WorkerSkeleton() {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={TOP_WORKER_PHOTO_PX} height={TOP_WORKER_PHOTO_PX} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
        </Box>
      </CardContent>
    </Card>
  );
}
