/** Everything a buyer needs to read before deciding on a submission, and the decision. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { coinsText } from '@contract/copy/lists';
import { REVIEW_COPY } from '@contract/copy/submissions';
import type { Submission } from '@contract/schemas/submissions';
import { DetailsList } from '@app/components/DetailsList';
import { formatDateTime } from '@app/format/dates';
import { NoRoundsLeft } from './NoRoundsLeft';

export interface SubmissionDetailsDialogProps {
  submission: Submission;
  open: boolean;
  onClose: () => void;
  /** Whether Accept, Reject and Request changes may be pressed now. */
  canDecide: boolean;
  /** How many times the buyer may still ask for changes; none disables Request changes. */
  roundsLeft: number;
  onAccept: () => void;
  onReject: () => void;
  onRequestChanges: () => void;
}

export function SubmissionDetailsDialog({
  submission,
  open,
  onClose,
  canDecide,
  roundsLeft,
  onAccept,
  onReject,
  onRequestChanges,
}: SubmissionDetailsDialogProps) {
  const titleId = useId();
  const noRoundsLeftId = useId();
  const noRoundsLeft = roundsLeft === 0;
  const facts = [
    { term: REVIEW_COPY.task, detail: submission.task_title },
    { term: REVIEW_COPY.worker, detail: `${submission.worker_name} (${submission.worker_email})` },
    { term: REVIEW_COPY.submittedOn, detail: formatDateTime(submission.current_date) },
    { term: REVIEW_COPY.amount, detail: coinsText(submission.payable_amount) },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{REVIEW_COPY.detailsTitle}</DialogTitle>
      <DialogContent>
        <DetailsList details={facts} rowGap={1} />
        <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, mt: 3, mb: 1 }}>
          {REVIEW_COPY.details}
        </Box>
        <Box
          sx={{
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {submission.submission_details}
        </Box>
        {noRoundsLeft && <NoRoundsLeft id={noRoundsLeftId} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{REVIEW_COPY.close}</Button>
        <Button variant="outlined" color="error" disabled={!canDecide} onClick={onReject}>
          {REVIEW_COPY.reject}
        </Button>
        <Button
          variant="outlined"
          disabled={!canDecide || noRoundsLeft}
          onClick={onRequestChanges}
          aria-describedby={noRoundsLeft ? noRoundsLeftId : undefined}
        >
          {REVIEW_COPY.requestChanges}
        </Button>
        <Button variant="contained" color="success" disabled={!canDecide} onClick={onAccept}>
          {REVIEW_COPY.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
