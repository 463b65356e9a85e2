/**
 * docs/product.md#error-texts: a deletion asks first ('Yes, delete it!' / 'No, cancel!'). Loaded
 * when first asked (./ConfirmDeleteDialog).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { ALERTS } from '@contract/messages';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** The deletion is running: the dialog waits for it. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({
  open,
  title,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{ALERTS.deleteConfirmation.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {ALERTS.deleteConfirmation.cancel}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          {ALERTS.deleteConfirmation.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
