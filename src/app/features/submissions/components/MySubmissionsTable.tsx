/**
 * My Submissions (docs/product.md#my-submissions): the worker's submissions with their task, buyer,
 * pay and status, a page at a time from the server, with Previous, Next and 'Page X of Y'. A
 * rejected one says why, with the buyer's comment (docs/money.md#the-submission-lifecycle).
 */
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { coinsText } from '@contract/copy/lists';
import { MY_SUBMISSIONS_COPY as COPY, REJECTION_COPY } from '@contract/copy/submissions';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import type { Submission } from '@contract/schemas/submissions';
import { DetailsList } from '@app/components/DetailsList';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { useGetMySubmissionsQuery } from '../api/submissionsApi';
import { SubmissionStatusChip } from './SubmissionStatusChip';

/**
 * The task, and for a rejected submission why the buyer rejected it: under the title, and on a
 * phone across the whole card, below the column's name.
 */
function TaskCell({ submission }: { submission: Submission }) {
  const { status, rejection_reason: reason, rejection_comment: comment } = submission;
  const rejection =
    status === 'rejected' && reason !== null
      ? [
          { term: REJECTION_COPY.reason, detail: reason },
          ...(comment ? [{ term: REJECTION_COPY.comment, detail: comment }] : []),
        ]
      : null;
  return (
    <StackedCell label={COPY.columns.task} sx={{ overflowWrap: 'anywhere' }}>
      <Box
        sx={
          rejection
            ? { flex: { xs: '1 1 100%', sm: 'initial' }, textAlign: 'left', minWidth: 0 }
            : undefined
        }
      >
        <Box sx={{ fontWeight: 500 }}>{submission.task_title}</Box>
        {rejection && (
          <DetailsList
            details={rejection}
            rowGap={0.5}
            keepLineBreaks
            sx={{ mt: 1, typography: 'body2' }}
          />
        )}
      </Box>
    </StackedCell>
  );
}

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
              <TaskCell submission={submission} />
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
  const list = useGetMySubmissionsQuery({ email: workerEmail, ...useTablePage() });
  return (
    <PagedList
      list={list}
      copy={COPY}
      skeleton={{ rows: 5 }}
      emptyAction={
        <Button component={RouterLink} to={DASHBOARD_PATHS.tasks} variant="contained">
          {COPY.findWork}
        </Button>
      }
    >
      {(submissions, busy) => <SubmissionsTable submissions={submissions} busy={busy} />}
    </PagedList>
  );
}
