/**
 * Paying the worker after an appeal (docs/money.md#the-submission-lifecycle): the held coins go to
 * the worker for good, so the dialog names the coins, the worker and the task before anything is
 * sent. A comment for the worker is optional. It loads when first opened (AppealsTable), and
 * carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

import { PAY_WORKER_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import { REVIEW_TEXT_LENGTH } from '@contract/review';

export interface PayWorkerDialogProps {
  open: boolean;
  /** The coins held for the work, as people read them ("5 coins"). */
  coins: string;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** The buyer's or admin's go-ahead, with the trimmed comment when one was written. */
  onPay: (comment: string | undefined) => void;
}

export function PayWorkerDialog({
  open,
  coins,
  workerName,
  taskTitle,
  onCancel,
  onPay,
}: PayWorkerDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [comment, setComment] = useState('');
  // Every opening starts a new answer.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setComment('');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPay(comment.trim() || undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{COPY.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ overflowWrap: 'anywhere' }}>
            {COPY.intro(coins, workerName, taskTitle)}
          </DialogContentText>
          <TextField
            name="comment"
            label={COPY.comment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2.5 }}
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_LENGTH.max } }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel}>{COPY.cancel}</Button>
          <Button type="submit" variant="contained" color="success">
            {COPY.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
