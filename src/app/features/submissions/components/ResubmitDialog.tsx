/**
 * The worker's new details after the buyer asked for changes
 * (docs/money.md#the-submission-lifecycle): Submission Details, required, starting from the
 * details sent last. Its message shows once the field has been left or the worker has tried to
 * resubmit; that try moves the focus to the field. What was typed stays when the dialog is
 * cancelled and opened again. It loads when first opened, and carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';

import { TEXT_LIMITS } from '@contract/constants';
import { WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';

const COPY = WORKER_REVIEW_COPY.resubmitDialog;
const validateDetails = required(VALIDATION_MESSAGES.submissionDetailsRequired);

export interface ResubmitDialogProps {
  open: boolean;
  taskTitle: string;
  /** The details sent last, which the new ones replace. */
  details: string;
  onCancel: () => void;
  /** The new details, trimmed. */
  onResubmit: (details: string) => void;
}

export function ResubmitDialog({
  open,
  taskTitle,
  details,
  onCancel,
  onResubmit,
}: ResubmitDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [draft, setDraft] = useState(details);
  // The field's message shows once it has been left, or the worker has tried to resubmit.
  const [shown, setShown] = useState(false);
  // Every opening starts without messages.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(false);
  }
  const detailsRef = useRef<HTMLTextAreaElement>(null);

  const error = validateDetails(draft);
  const shownError = shown ? error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error === undefined) {
      onResubmit(draft.trim());
      return;
    }
    setShown(true);
    detailsRef.current?.focus();
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
            {COPY.intro(taskTitle)}
          </DialogContentText>
          <TextField
            name="submission_details"
            label={COPY.details}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => setShown(true)}
            required
            fullWidth
            multiline
            minRows={4}
            inputRef={detailsRef}
            error={shownError !== undefined}
            helperText={shownError}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.submissionDetails } }}
            sx={{ mt: 2.5 }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel}>{COPY.cancel}</Button>
          <Button type="submit" variant="contained">
            {COPY.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
