/**
 * The buyer's rejection (docs/money.md#the-submission-lifecycle): one of the reasons and a comment
 * that says what was wrong, both required, checked with the contract's rules as the server checks
 * them. A field's message shows once it has been left or the buyer has tried to reject; that try
 * moves the focus to the first field to fix. It loads when first opened (PendingSubmissions), and
 * carries no form library.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FocusEvent, type FormEvent, useId, useRef, useState } from 'react';

import { REJECT_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import {
  REJECTION_COMMENT_LENGTH,
  REJECTION_REASONS,
  type RejectionReason,
  validateRejectionComment,
  validateRejectionReason,
} from '@contract/review';

export interface RejectSubmissionDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** A complete rejection: a reason of the list and the comment, trimmed. */
  onReject: (reason: RejectionReason, comment: string) => void;
}

interface Draft {
  reason: string;
  comment: string;
  /** The fields the buyer has left, whose messages show. */
  left: { reason: boolean; comment: boolean };
  /** The buyer has tried to reject: every message shows. */
  tried: boolean;
}

const EMPTY: Draft = {
  reason: '',
  comment: '',
  left: { reason: false, comment: false },
  tried: false,
};

function isReason(value: string): value is RejectionReason {
  return REJECTION_REASONS.some((reason) => reason === value);
}

export function RejectSubmissionDialog({
  open,
  workerName,
  taskTitle,
  onCancel,
  onReject,
}: RejectSubmissionDialogProps) {
  const titleId = useId();
  const introId = useId();
  const reasonLabelId = useId();
  const reasonErrorId = useId();
  const [draft, setDraft] = useState(EMPTY);
  // Every opening starts a new rejection.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(EMPTY);
  }
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const reasonError = validateRejectionReason(draft.reason);
  const commentError = validateRejectionComment(draft.comment);
  const shownReasonError = draft.tried || draft.left.reason ? reasonError : undefined;
  const shownCommentError = draft.tried || draft.left.comment ? commentError : undefined;

  const leave = (field: keyof Draft['left']) =>
    setDraft((current) => ({ ...current, left: { ...current.left, [field]: true } }));

  const leaveReasons = (event: FocusEvent<HTMLElement>) => {
    // Moving between the reasons stays in the group.
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) leave('reason');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReason(draft.reason) && commentError === undefined) {
      onReject(draft.reason, draft.comment.trim());
      return;
    }
    setDraft((current) => ({ ...current, tried: true }));
    if (reasonError) firstReasonRef.current?.focus();
    else commentRef.current?.focus();
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
          <Stack spacing={2.5} sx={{ pt: 2 }}>
            <FormControl
              component="fieldset"
              required
              error={shownReasonError !== undefined}
              onBlur={leaveReasons}
            >
              <FormLabel component="legend" id={reasonLabelId}>
                {COPY.reason}
              </FormLabel>
              <RadioGroup
                name="reason"
                aria-labelledby={reasonLabelId}
                value={draft.reason}
                onChange={(_event, reason) => setDraft((current) => ({ ...current, reason }))}
                aria-required
                aria-invalid={shownReasonError !== undefined}
                aria-describedby={shownReasonError ? reasonErrorId : undefined}
              >
                {REJECTION_REASONS.map((reason, index) => (
                  <FormControlLabel
                    key={reason}
                    value={reason}
                    control={
                      <Radio
                        slotProps={{ input: { ref: index === 0 ? firstReasonRef : undefined } }}
                      />
                    }
                    label={reason}
                  />
                ))}
              </RadioGroup>
              {shownReasonError && (
                <FormHelperText id={reasonErrorId}>{shownReasonError}</FormHelperText>
              )}
            </FormControl>
            <TextField
              name="comment"
              label={COPY.comment}
              value={draft.comment}
              onChange={(event) =>
                setDraft((current) => ({ ...current, comment: event.target.value }))
              }
              onBlur={() => leave('comment')}
              required
              fullWidth
              multiline
              minRows={3}
              inputRef={commentRef}
              error={shownCommentError !== undefined}
              helperText={shownCommentError ?? COPY.commentHelp}
              slotProps={{ htmlInput: { maxLength: REJECTION_COMMENT_LENGTH.max } }}
            />
          </Stack>
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
