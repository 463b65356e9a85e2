/**
 * Worker Home (docs/product.md#worker-home): how many of the worker's submissions wait for review,
 * and the table of them (Task, Status, Amount). Both read the same list.
 */
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { Submission } from '@contract/schemas/submissions';
import { COMMON_COPY } from '@contract/copy/common';
import { WORKER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { coinsText, countText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { useGetSubmissionsQuery } from '../api/submissionsApi';
import { SubmissionStatusChip } from './SubmissionStatusChip';

function usePendingSubmissions(workerEmail: string) {
  return useGetSubmissionsQuery({ email: workerEmail, status: 'pending' });
}

export function MyPendingSubmissionsStat({ workerEmail }: { workerEmail: string }) {
  return (
    <QueryStatCard
      query={usePendingSubmissions(workerEmail)}
      label={COPY.pendingSubmissions}
      icon={<PendingActionsIcon />}
      figure={(submissions) => countText(submissions.length)}
      failedMessage={COPY.figuresFailed}
    />
  );
}

function PendingTable({ submissions }: { submissions: readonly Submission[] }) {
  return (
    <TablePanel>
      <StackedTable aria-label={COPY.pendingTable}>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.columns.task}</TableCell>
            <TableCell>{COPY.columns.status}</TableCell>
            <TableCell align="right">{COPY.columns.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.map((submission) => (
            <TableRow key={submission._id}>
              <StackedCell
                label={COPY.columns.task}
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {submission.task_title}
              </StackedCell>
              <StackedCell label={COPY.columns.status}>
                <SubmissionStatusChip status={submission.status} />
              </StackedCell>
              <StackedCell label={COPY.columns.amount} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {coinsText(submission.payable_amount)}
              </StackedCell>
            </TableRow>
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function MyPendingSubmissionsTable({ workerEmail }: { workerEmail: string }) {
  const { data, isLoading, isError, refetch } = usePendingSubmissions(workerEmail);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {COPY.pendingTable}
      </Typography>
      {isLoading && <LoadingSkeleton label={COPY.loadingPending} />}
      {isError && !data && (
        <LoadFailed
          message={COPY.pendingFailed}
          retryLabel={COMMON_COPY.tryAgain}
          onRetry={() => void refetch()}
        />
      )}
      {data?.length === 0 && <EmptyState message={COPY.noPending} />}
      {data && data.length > 0 && <PendingTable submissions={data} />}
    </Box>
  );
}
