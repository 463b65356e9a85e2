/**
 * My Submissions (docs/product.md#my-submissions): the worker's submissions with their task, buyer,
 * pay and status, a page at a time from the server, with Previous, Next and 'Page X of Y'. A row
 * says what the review said (docs/money.md#the-submission-lifecycle): the buyer's note, why the
 * work was rejected, the worker's appeal and its answer, and how long the running deadline has
 * left. Work the buyer asked to change can be resubmitted, and a rejection appealed while its
 * window is open; each row with such a move runs its own worker appeal machine, and a row whose
 * move went through changes when the list refetches.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { COMMON_COPY } from '@contract/copy/common';
import { coinsText } from '@contract/copy/lists';
import {
  MY_SUBMISSIONS_COPY as COPY,
  REJECTION_COPY,
  SUBMISSION_STATUS_LABELS,
  WORKER_REVIEW_COPY as REVIEW_COPY,
} from '@contract/copy/submissions';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import type { Submission } from '@contract/schemas/submissions';
import { type Detail, DetailsList } from '@app/components/DetailsList';
import { lazyPopup } from '@app/components/lazyPopup';
import { SORT_COLUMN_LABELS, TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { ExportButton } from '@app/components/table/ExportButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { formatDateTime } from '@app/format/dates';
import { useReaderTimeZone } from '@app/session/serverRenderedPage';
import { formatTimeLeft } from '@app/format/timeLeft';
import { useNow } from '@app/hooks/useNow';
import { useGetMySubmissionsQuery } from '../api/submissionsApi';
import { useWorkerAppeal, type WorkerMove } from '../hooks/useWorkerAppeal';
import type { AppealDialogProps } from './AppealDialog';
import type { ResubmitDialogProps } from './ResubmitDialog';
import { SubmissionStatusChip } from './SubmissionStatusChip';

/** The forms load when a move is first started. */
const ResubmitDialog = lazyPopup<ResubmitDialogProps>(() =>
  import(/* webpackChunkName: "resubmit-dialog" */ './ResubmitDialog').then(
    (module) => module.ResubmitDialog,
  ),
);
const AppealDialog = lazyPopup<AppealDialogProps>(() =>
  import(/* webpackChunkName: "appeal-dialog" */ './AppealDialog').then(
    (module) => module.AppealDialog,
  ),
);

/**
 * What the review said, in the order it was said: note, rejection, appeal, answer. A decision's
 * history stays with the row: work paid after an appeal still shows the rejection it overturned.
 */
function reviewDetails(submission: Submission): Detail[] {
  const {
    changes_note: note,
    rejection_reason: reason,
    rejection_comment: comment,
    appeal_statement: statement,
    appeal_comment: answer,
  } = submission;
  const rejection = reason !== null;
  return [
    ...(note ? [{ term: REVIEW_COPY.changesNote, detail: note }] : []),
    ...(rejection ? [{ term: REJECTION_COPY.reason, detail: reason }] : []),
    ...(rejection && comment ? [{ term: REJECTION_COPY.comment, detail: comment }] : []),
    ...(statement ? [{ term: REVIEW_COPY.yourAppeal, detail: statement }] : []),
    ...(answer ? [{ term: REVIEW_COPY.appealAnswer, detail: answer }] : []),
  ];
}

/**
 * The task, and what the review said: under the title, and on a phone across the whole card,
 * below the column's name.
 */
function TaskCell({ submission, titleId }: { submission: Submission; titleId: string }) {
  const details = reviewDetails(submission);
  const said = details.length > 0;
  return (
    <StackedCell label={COPY.columns.task} sx={{ overflowWrap: 'anywhere' }}>
      <Box
        sx={
          said
            ? { flex: { xs: '1 1 100%', sm: 'initial' }, textAlign: 'left', minWidth: 0 }
            : undefined
        }
      >
        <Box id={titleId} sx={{ fontWeight: 500 }}>
          {submission.task_title}
        </Box>
        {said && (
          <DetailsList
            details={details}
            rowGap={0.5}
            keepLineBreaks
            sx={{ mt: 1, typography: 'body2' }}
          />
        )}
      </Box>
    </StackedCell>
  );
}

/** The deadline running for this status, and how it reads. */
function runningDeadline(
  submission: Submission,
): { at: string; text: (left: string) => string } | null {
  const { status, resubmit_deadline, appeal_deadline, appeal_answer_deadline } = submission;
  if (status === 'changes_requested' && resubmit_deadline !== null)
    return { at: resubmit_deadline, text: REVIEW_COPY.resubmitWithin };
  if (status === 'rejected' && appeal_deadline !== null)
    return { at: appeal_deadline, text: REVIEW_COPY.appealWithin };
  if (status === 'appealed' && appeal_answer_deadline !== null)
    return { at: appeal_answer_deadline, text: REVIEW_COPY.answerWithin };
  return null;
}

/** How long the running deadline has left; the exact moment on hover. Nothing once it is due. */
function Deadline({ submission, now }: { submission: Submission; now: Date }) {
  const timeZone = useReaderTimeZone();
  const deadline = runningDeadline(submission);
  if (deadline === null) return null;
  const date = new Date(deadline.at);
  const left = Number.isNaN(date.getTime()) ? null : formatTimeLeft(date, now);
  if (left === null) return null;
  return (
    <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
      <time dateTime={deadline.at} title={formatDateTime(deadline.at, timeZone)}>
        {deadline.text(left)}
      </time>
    </Box>
  );
}

/** The move this row offers: new details while changes are asked, an appeal while its window is open. */
function moveOf(submission: Submission, now: Date): WorkerMove | null {
  if (submission.status === 'changes_requested') return 'resubmit';
  if (submission.status !== 'rejected' || submission.appeal_deadline === null) return null;
  return new Date(submission.appeal_deadline).getTime() > now.getTime() ? 'appeal' : null;
}

interface WorkerMoveProps {
  submission: Submission;
  move: WorkerMove;
  /** The task's title, which tells the buttons of the rows apart. */
  titleId: string;
}

function WorkerMoveActions({ submission, move, titleId }: WorkerMoveProps) {
  const review = useWorkerAppeal(submission._id);
  const [open, setOpen] = useState(false);
  const label = move === 'resubmit' ? REVIEW_COPY.resubmit : REVIEW_COPY.appeal;
  const cancel =
    move === 'resubmit' ? REVIEW_COPY.resubmitDialog.cancel : REVIEW_COPY.appealDialog.cancel;
  const send = (text: string) => {
    setOpen(false);
    if (move === 'resubmit') review.resubmit(text);
    else review.appeal(text);
  };

  return (
    <>
      {review.failure ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: { xs: 'flex-end', sm: 'flex-start' },
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Box sx={{ flexBasis: '100%' }}>
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {review.failure}
            </Typography>
            {review.reason && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {review.reason}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            variant="contained"
            onClick={review.retry}
            aria-describedby={titleId}
          >
            {COMMON_COPY.tryAgain}
          </Button>
          <Button size="small" onClick={review.dismiss} aria-describedby={titleId}>
            {cancel}
          </Button>
        </Box>
      ) : (
        !review.done && (
          <Button
            size="small"
            variant="contained"
            disabled={!review.canMove}
            loading={review.sending !== null}
            onClick={() => setOpen(true)}
            aria-describedby={titleId}
          >
            {label}
          </Button>
        )
      )}
      {move === 'resubmit' ? (
        <ResubmitDialog
          open={open}
          taskTitle={submission.task_title}
          details={submission.submission_details}
          onCancel={() => setOpen(false)}
          onResubmit={send}
        />
      ) : (
        <AppealDialog
          open={open}
          taskTitle={submission.task_title}
          onCancel={() => setOpen(false)}
          onAppeal={send}
        />
      )}
    </>
  );
}

function SubmissionRow({ submission, now }: { submission: Submission; now: Date }) {
  const titleId = useId();
  const move = moveOf(submission, now);
  return (
    <TableRow>
      <TaskCell submission={submission} titleId={titleId} />
      <StackedCell label={COPY.columns.buyerEmail} sx={{ overflowWrap: 'anywhere' }}>
        {submission.buyer_email}
      </StackedCell>
      <StackedCell label={COPY.columns.payableAmount} align="right" sx={{ whiteSpace: 'nowrap' }}>
        {coinsText(submission.payable_amount)}
      </StackedCell>
      <StackedCell label={COPY.columns.status}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: { xs: 'flex-end', sm: 'flex-start' },
            gap: 1,
          }}
        >
          <SubmissionStatusChip status={submission.status} />
          <Deadline submission={submission} now={now} />
          {move && (
            <WorkerMoveActions key={move} submission={submission} move={move} titleId={titleId} />
          )}
        </Box>
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'mySubmissions'>, string> = {
  title: COPY.columns.task,
  buyer: COPY.columns.buyerEmail,
  pay: COPY.columns.payableAmount,
  status: COPY.columns.status,
  submitted: SORT_COLUMN_LABELS.submitted,
};

function SubmissionsTable({
  table,
  submissions,
  busy,
}: {
  table: TableParams<'mySubmissions'>;
  submissions: readonly Submission[];
  busy: boolean;
}) {
  // One moment for the whole page, so every row reads its deadline against the same time.
  const now = useNow();
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell table={table} sortKey="title">
              {COPY.columns.task}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="buyer">
              {COPY.columns.buyerEmail}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="pay" align="right">
              {COPY.columns.payableAmount}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="status">
              {COPY.columns.status}
            </SortableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.map((submission) => (
            <SubmissionRow key={submission._id} submission={submission} now={now} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function MySubmissionsTable({ workerEmail }: { workerEmail: string }) {
  const table = useTableParams('mySubmissions');
  const list = useGetMySubmissionsQuery({
    email: workerEmail,
    ...useTablePage(),
    ...table.query,
  });
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        statusLabels={SUBMISSION_STATUS_LABELS}
        sortChoices={sortChoicesOf<'mySubmissions'>(SORT_LABELS)}
        actions={
          <>
            <ExportButton name="mySubmissions" query={table.query} />
            <ExportButton name="earnings" label={TABLES_COPY.exportEarnings} />
          </>
        }
      />
      <PagedList
        list={list}
        copy={COPY}
        skeleton={{ rows: 5 }}
        filters={table}
        emptyAction={
          <Button component={RouterLink} to={DASHBOARD_PATHS.tasks} variant="contained">
            {COPY.findWork}
          </Button>
        }
      >
        {(submissions, busy) => (
          <SubmissionsTable table={table} submissions={submissions} busy={busy} />
        )}
      </PagedList>
    </>
  );
}
