/**
 * Upholding a rejection after an appeal (docs/money.md#the-submission-lifecycle): always with a
 * comment that says why, checked with the contract's rule as the server checks it. Its message
 * shows once the field has been left or the person has tried to uphold; that try moves the focus to
 * the field. It loads when first opened (AppealsTable), and carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';

import { UPHOLD_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import {
  REVIEW_TEXT_LENGTH,
  REVIEW_VALIDATION_MESSAGES,
  validateReviewText,
} from '@contract/review';

export interface UpholdDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** A complete answer: the comment, trimmed. */
  onUphold: (comment: string) => void;
}

interface Draft {
  comment: string;
  /** The field has been left, or the person has tried to uphold: its message shows. */
  checked: boolean;
}

const EMPTY: Draft = { comment: '', checked: false };

export function UpholdDialog({
  open,
  workerName,
  taskTitle,
  onCancel,
  onUphold,
}: UpholdDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [draft, setDraft] = useState(EMPTY);
  // Every opening starts a new answer.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(EMPTY);
  }
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const error = validateReviewText(draft.comment, REVIEW_VALIDATION_MESSAGES.answerTooShort);
  const shownError = draft.checked ? error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error === undefined) {
      onUphold(draft.comment.trim());
      return;
    }
    setDraft((current) => ({ ...current, checked: true }));
    commentRef.current?.focus();
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
            {COPY.intro(workerName, taskTitle)}
          </DialogContentText>
          <TextField
            name="comment"
            label={COPY.comment}
            value={draft.comment}
            onChange={(event) =>
              setDraft((current) => ({ ...current, comment: event.target.value }))
            }
            onBlur={() => setDraft((current) => ({ ...current, checked: true }))}
            required
            fullWidth
            multiline
            minRows={3}
            sx={{ mt: 2.5 }}
            inputRef={commentRef}
            error={shownError !== undefined}
            helperText={shownError ?? COPY.commentHelp}
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_LENGTH.max } }}
          />
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel}>{COPY.cancel}</Button>
          <Button type="submit" variant="contained" color="error">
            {COPY.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
