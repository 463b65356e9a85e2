/**
 * The buyer's request for changes (docs/money.md#the-submission-lifecycle): a note that says what
 * to change, required, checked with the contract's rules as the server checks it, and how many
 * more times changes can be asked for. The note's message shows once it has been left or the
 * buyer has tried to send; that try moves the focus to the note. It loads when first opened
 * (PendingSubmissions), and carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';

import { REQUEST_CHANGES_COPY as COPY } from '@contract/copy/submissions';
import {
  REVIEW_TEXT_LENGTH,
  REVIEW_VALIDATION_MESSAGES,
  validateReviewText,
} from '@contract/review';

export interface RequestChangesDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  /** How many times the buyer may still ask for changes, this time included. */
  roundsLeft: number;
  onCancel: () => void;
  /** A complete request: the note, trimmed. */
  onRequestChanges: (note: string) => void;
}

interface Draft {
  note: string;
  /** The buyer has left the note: its message shows. */
  left: boolean;
  /** The buyer has tried to send: the message shows. */
  tried: boolean;
}

const EMPTY: Draft = { note: '', left: false, tried: false };

function validateNote(note: string): string | undefined {
  return validateReviewText(note, REVIEW_VALIDATION_MESSAGES.noteTooShort);
}

export function RequestChangesDialog({
  open,
  workerName,
  taskTitle,
  roundsLeft,
  onCancel,
  onRequestChanges,
}: RequestChangesDialogProps) {
  const titleId = useId();
  const introId = useId();
  const roundsId = useId();
  const [draft, setDraft] = useState(EMPTY);
  // Every opening starts a new request.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(EMPTY);
  }
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const noteError = validateNote(draft.note);
  const shownNoteError = draft.tried || draft.left ? noteError : undefined;
  const leftAfterThis = roundsLeft - 1;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (noteError === undefined) {
      onRequestChanges(draft.note.trim());
      return;
    }
    setDraft((current) => ({ ...current, tried: true }));
    noteRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={`${introId} ${roundsId}`}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{COPY.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ overflowWrap: 'anywhere' }}>
            {COPY.intro(workerName, taskTitle)}
          </DialogContentText>
          <DialogContentText id={roundsId} sx={{ mt: 1 }}>
            {leftAfterThis > 0 ? COPY.roundsLeft(leftAfterThis) : COPY.lastRound}
          </DialogContentText>
          <TextField
            name="note"
            label={COPY.note}
            value={draft.note}
            onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
            onBlur={() => setDraft((current) => ({ ...current, left: true }))}
            required
            fullWidth
            multiline
            minRows={3}
            inputRef={noteRef}
            error={shownNoteError !== undefined}
            helperText={shownNoteError ?? COPY.noteHelp}
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_LENGTH.max } }}
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
