/**
 * docs/product.md#states-and-transitions, #validation-rules: the task costs more than the buyer's
 * coins; offers to buy some.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { TASK_FORM_COPY } from '@contract/copy/tasks';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { ALERTS } from '@contract/messages';

export function NotEnoughCoinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{ALERTS.notEnoughCoin.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{ALERTS.notEnoughCoin.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{TASK_FORM_COPY.notEnoughClose}</Button>
        <Button component={RouterLink} to={DASHBOARD_PATHS.purchase} variant="contained">
          {TASK_FORM_COPY.notEnoughPurchase}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
