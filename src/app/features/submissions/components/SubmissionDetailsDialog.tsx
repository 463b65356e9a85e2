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

interface SubmissionDetailsDialogProps {
  submission: Submission;
  open: boolean;
  onClose: () => void;
  /** Whether Accept and Reject may be pressed now. */
  canDecide: boolean;
  onAccept: () => void;
  onReject: () => void;
}

export function SubmissionDetailsDialog({
  submission,
  open,
  onClose,
  canDecide,
  onAccept,
  onReject,
}: SubmissionDetailsDialogProps) {
  const titleId = useId();
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
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{REVIEW_COPY.close}</Button>
        <Button variant="outlined" color="error" disabled={!canDecide} onClick={onReject}>
          {REVIEW_COPY.reject}
        </Button>
        <Button variant="contained" color="success" disabled={!canDecide} onClick={onAccept}>
          {REVIEW_COPY.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
