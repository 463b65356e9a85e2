/**
 * The worker's appeal of a rejection (docs/money.md#the-submission-lifecycle): a Statement,
 * required, checked with the contract's rules as the server checks it. Its message shows once
 * the field has been left or the worker has tried to appeal; that try moves the focus to the
 * field. What was typed stays when the dialog is cancelled and opened again. It loads when first
 * opened, and carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';

import { WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import {
  REVIEW_TEXT_LENGTH,
  REVIEW_VALIDATION_MESSAGES,
  validateReviewText,
} from '@contract/review';

const COPY = WORKER_REVIEW_COPY.appealDialog;

export interface AppealDialogProps {
  open: boolean;
  taskTitle: string;
  onCancel: () => void;
  /** A statement the contract accepts, trimmed. */
  onAppeal: (statement: string) => void;
}

export function AppealDialog({ open, taskTitle, onCancel, onAppeal }: AppealDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [statement, setStatement] = useState('');
  // The field's message shows once it has been left, or the worker has tried to appeal.
  const [shown, setShown] = useState(false);
  // Every opening starts without messages.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(false);
  }
  const statementRef = useRef<HTMLTextAreaElement>(null);

  const error = validateReviewText(statement, REVIEW_VALIDATION_MESSAGES.statementTooShort);
  const shownError = shown ? error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error === undefined) {
      onAppeal(statement.trim());
      return;
    }
    setShown(true);
    statementRef.current?.focus();
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
            name="statement"
            label={COPY.statement}
            value={statement}
            onChange={(event) => setStatement(event.target.value)}
            onBlur={() => setShown(true)}
            required
            fullWidth
            multiline
            minRows={4}
            inputRef={statementRef}
            error={shownError !== undefined}
            helperText={shownError ?? COPY.statementHelp}
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
