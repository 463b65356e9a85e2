/**
 * The buyer's Pending Submissions table (docs/product.md#reviewing-submissions): Task (with when
 * it is approved automatically), Worker, Amount and Action, where each row can be read in full
 * (View) and accepted, rejected with a reason and a comment, or sent back with a note asking for
 * changes while rounds are left (docs/money.md#the-submission-lifecycle). Each row runs its own
 * review machine; a decided row leaves the list when the list refetches.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { COMMON_COPY } from '@contract/copy/common';
import { BUYER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { coinsText } from '@contract/copy/lists';
import { DEADLINE_COPY, REVIEW_COPY } from '@contract/copy/submissions';
import { type RejectionReason, REVIEW_RULES } from '@contract/review';
import type { Submission } from '@contract/schemas/submissions';
import { lazyPopup } from '@app/components/lazyPopup';
import { WorkerReputation } from '@app/components/reputation/WorkerReputation';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { formatDateTime } from '@app/format/dates';
import { useReaderTimeZone } from '@app/session/serverRenderedPage';
import { formatTimeLeft } from '@app/format/timeLeft';
import { useNow } from '@app/hooks/useNow';
import { useGetSubmissionsQuery } from '../api/submissionsApi';
import { type SubmissionReview, useSubmissionReview } from '../hooks/useSubmissionReview';
import { NoRoundsLeft } from './NoRoundsLeft';
import type { RejectSubmissionDialogProps } from './RejectSubmissionDialog';
import type { RequestChangesDialogProps } from './RequestChangesDialog';
import type { SubmissionDetailsDialogProps } from './SubmissionDetailsDialog';

/** The submission's details load when first viewed: no dialog code before the screen's data. */
const SubmissionDetailsDialog = lazyPopup<SubmissionDetailsDialogProps>(() =>
  import(/* webpackChunkName: "submission-details-dialog" */ './SubmissionDetailsDialog').then(
    (module) => module.SubmissionDetailsDialog,
  ),
);

/** The rejection form loads when a rejection is first started. */
const RejectSubmissionDialog = lazyPopup<RejectSubmissionDialogProps>(() =>
  import(/* webpackChunkName: "reject-submission-dialog" */ './RejectSubmissionDialog').then(
    (module) => module.RejectSubmissionDialog,
  ),
);

/** The request for changes loads when one is first started. */
const RequestChangesDialog = lazyPopup<RequestChangesDialogProps>(() =>
  import(/* webpackChunkName: "request-changes-dialog" */ './RequestChangesDialog').then(
    (module) => module.RequestChangesDialog,
  ),
);

/** When the server approves the work if the buyer has not decided; the exact moment on hover. */
function AutoApproval({ deadline }: { deadline: string | null }) {
  const timeZone = useReaderTimeZone();
  const now = useNow();
  if (deadline === null) return null;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return null;
  const left = formatTimeLeft(date, now);
  return (
    <Box sx={{ color: 'text.secondary', typography: 'body2', fontWeight: 400 }}>
      <time dateTime={deadline} title={formatDateTime(deadline, timeZone)}>
        {left === null ? DEADLINE_COPY.autoApprovesSoon : DEADLINE_COPY.autoApprovesIn(left)}
      </time>
    </Box>
  );
}

interface ReviewActionsProps {
  review: SubmissionReview;
  /** How many times the buyer may still ask for changes. */
  roundsLeft: number;
  onView: () => void;
  onReject: () => void;
  onRequestChanges: () => void;
}

function ReviewActions({
  review,
  roundsLeft,
  onView,
  onReject,
  onRequestChanges,
}: ReviewActionsProps) {
  const noRoundsLeftId = useId();
  if (review.failure) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {review.failure}
        </Typography>
        <Button size="small" variant="contained" onClick={review.retry}>
          {COMMON_COPY.tryAgain}
        </Button>
        <Button size="small" onClick={review.dismiss}>
          {REVIEW_COPY.dismiss}
        </Button>
      </Box>
    );
  }
  const noRoundsLeft = roundsLeft === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" variant="outlined" onClick={onView}>
          {REVIEW_COPY.view}
        </Button>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={!review.canDecide}
          loading={review.sending === 'approved'}
          onClick={review.accept}
        >
          {REVIEW_COPY.accept}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={!review.canDecide}
          loading={review.sending === 'reject'}
          onClick={onReject}
        >
          {REVIEW_COPY.reject}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!review.canDecide || noRoundsLeft}
          loading={review.sending === 'request_changes'}
          onClick={onRequestChanges}
          aria-describedby={noRoundsLeft ? noRoundsLeftId : undefined}
        >
          {REVIEW_COPY.requestChanges}
        </Button>
      </Box>
      {noRoundsLeft && (
        <NoRoundsLeft id={noRoundsLeftId} sx={{ maxWidth: '36ch', textAlign: 'right' }} />
      )}
    </Box>
  );
}

function SubmissionRow({ submission }: { submission: Submission }) {
  const review = useSubmissionReview(submission._id);
  const roundsLeft = Math.max(0, REVIEW_RULES.maxRevisionRounds - submission.revision_rounds);
  const [viewing, setViewing] = useState(false);
  // The rejection and request forms open over the details when started from there; Cancel goes
  // back to them.
  const [rejecting, setRejecting] = useState(false);
  const [requestingChanges, setRequestingChanges] = useState(false);
  const accept = () => {
    setViewing(false);
    review.accept();
  };
  const reject = (reason: RejectionReason, comment: string) => {
    setRejecting(false);
    setViewing(false);
    review.reject(reason, comment);
  };
  const requestChanges = (note: string) => {
    setRequestingChanges(false);
    setViewing(false);
    review.requestChanges(note);
  };
  return (
    <TableRow aria-busy={review.busy}>
      <StackedCell label={COPY.task} sx={{ fontWeight: 500 }}>
        <Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>{submission.task_title}</Box>
          <AutoApproval deadline={submission.review_deadline} />
        </Box>
      </StackedCell>
      <StackedCell label={COPY.worker}>
        <Box>
          <Box>{submission.worker_name}</Box>
          <Box sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
            {submission.worker_email}
          </Box>
          {submission.worker_reputation && (
            <WorkerReputation reputation={submission.worker_reputation} />
          )}
        </Box>
      </StackedCell>
      <StackedCell label={COPY.amount} sx={{ whiteSpace: 'nowrap' }}>
        {coinsText(submission.payable_amount)}
      </StackedCell>
      <StackedCell label={COPY.action} align="right">
        <ReviewActions
          review={review}
          roundsLeft={roundsLeft}
          onView={() => setViewing(true)}
          onReject={() => setRejecting(true)}
          onRequestChanges={() => setRequestingChanges(true)}
        />
        <SubmissionDetailsDialog
          submission={submission}
          open={viewing}
          onClose={() => setViewing(false)}
          canDecide={review.canDecide}
          roundsLeft={roundsLeft}
          onAccept={accept}
          onReject={() => setRejecting(true)}
          onRequestChanges={() => setRequestingChanges(true)}
        />
        <RejectSubmissionDialog
          open={rejecting}
          workerName={submission.worker_name}
          taskTitle={submission.task_title}
          onCancel={() => setRejecting(false)}
          onReject={reject}
        />
        <RequestChangesDialog
          open={requestingChanges}
          workerName={submission.worker_name}
          taskTitle={submission.task_title}
          roundsLeft={roundsLeft}
          onCancel={() => setRequestingChanges(false)}
          onRequestChanges={requestChanges}
        />
      </StackedCell>
    </TableRow>
  );
}

function SubmissionsTable({ submissions }: { submissions: readonly Submission[] }) {
  return (
    <TablePanel>
      <StackedTable aria-label={COPY.pendingSubmissions}>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.task}</TableCell>
            <TableCell>{COPY.worker}</TableCell>
            <TableCell>{COPY.amount}</TableCell>
            <TableCell align="right">{COPY.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.map((submission) => (
            <SubmissionRow key={submission._id} submission={submission} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

export function PendingSubmissions({ buyerEmail }: { buyerEmail: string }) {
  const { data, isLoading, isError, refetch } = useGetSubmissionsQuery({
    email: buyerEmail,
    status: 'pending',
  });
  // Another decision may have settled a row already: only pending ones are shown.
  const pending = data?.filter((submission) => submission.status === 'pending');
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {COPY.pendingSubmissions}
      </Typography>
      {isLoading && <LoadingSkeleton label={COPY.loadingSubmissions} />}
      {isError && !pending && (
        <LoadFailed
          message={COPY.submissionsFailed}
          retryLabel={COMMON_COPY.tryAgain}
          onRetry={() => void refetch()}
        />
      )}
      {pending?.length === 0 && <EmptyState message={COPY.noSubmissions} />}
      {pending && pending.length > 0 && <SubmissionsTable submissions={pending} />}
    </Box>
  );
}
