/**
 * My Submissions (spec §2): the worker's submissions with their task, buyer, pay and
 * status, a page at a time from the server, with Previous, Next and 'Page X of Y'.
 */
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';

import { TABLE_PAGE_SIZE } from '../../../../contract/constants';
import { DASHBOARD_PATHS } from '../../../../contract/dashboard';
import type { Submission } from '../../../../contract/entities';
import { coinsText, LIST_COPY } from '../../../../contract/listCopy';
import { MY_SUBMISSIONS_COPY as COPY } from '../../../../contract/workerCopy';
import { Pager } from '../../../components/Pager';
import { EmptyState } from '../../../components/status/EmptyState';
import { LoadFailed } from '../../../components/status/LoadFailed';
import { LoadingSkeleton } from '../../../components/status/LoadingSkeleton';
import { StackedCell, StackedTable } from '../../../components/table/StackedTable';
import { TablePanel } from '../../../components/table/TablePanel';
import { pageCountOf, useKeepPageInRange, usePageParam } from '../../../hooks/usePageParam';
import { useGetMySubmissionsQuery } from '../api/submissionsApi';
import { SubmissionStatusChip } from './SubmissionStatusChip';

function SubmissionsTable({
  submissions,
  busy,
}: {
  submissions: readonly Submission[];
  busy: boolean;
}) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.columns.task}</TableCell>
            <TableCell>{COPY.columns.buyerEmail}</TableCell>
            <TableCell align="right">{COPY.columns.payableAmount}</TableCell>
            <TableCell>{COPY.columns.status}</TableCell>
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
              <StackedCell label={COPY.columns.buyerEmail} sx={{ overflowWrap: 'anywhere' }}>
                {submission.buyer_email}
              </StackedCell>
              <StackedCell
                label={COPY.columns.payableAmount}
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {coinsText(submission.payable_amount)}
              </StackedCell>
              <StackedCell label={COPY.columns.status}>
                <SubmissionStatusChip status={submission.status} />
              </StackedCell>
            </TableRow>
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function MySubmissionsTable({ workerEmail }: { workerEmail: string }) {
  const [page, setPage] = usePageParam();
  const { data, isFetching, isError, refetch } = useGetMySubmissionsQuery({
    email: workerEmail,
    page,
    limit: TABLE_PAGE_SIZE,
  });
  const pageCount = data ? pageCountOf(data.total, TABLE_PAGE_SIZE) : undefined;
  useKeepPageInRange(page, pageCount, setPage);

  if (isError && !isFetching) {
    return (
      <LoadFailed
        message={COPY.loadFailed}
        retryLabel={LIST_COPY.retry}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data || pageCount === undefined) {
    return <LoadingSkeleton label={COPY.loading} rows={5} />;
  }
  if (data.total === 0) {
    return (
      <EmptyState
        message={COPY.empty}
        action={
          <Button component={RouterLink} to={DASHBOARD_PATHS.tasks} variant="contained">
            {COPY.findWork}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <SubmissionsTable submissions={data.items} busy={isFetching} />
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
