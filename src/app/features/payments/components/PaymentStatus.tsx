/** What the payment screens show around the card form: Pay, a failure, the success. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { COMMON_COPY } from '@contract/copy/common';
import { PAYMENT_COPY } from '@contract/copy/payments';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { SUCCESS_MESSAGES } from '@contract/messages';
import type { PaymentFlow } from '../hooks/usePayment';

/** Pay shows the price in dollars and can be pressed only while the card form waits. */
export function PayButton({ flow }: { flow: PaymentFlow }) {
  const { snapshot, busy } = flow;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={!snapshot.matches('awaitingCard')}
      loading={busy}
      loadingPosition="start"
    >
      {PAYMENT_COPY.pay(snapshot.context.price)}
    </Button>
  );
}

/** A failure's message (the gateway's or the server's) and a way to try again. */
export function PaymentFailure({ flow }: { flow: PaymentFlow }) {
  const { failure } = flow.snapshot.context;
  if (!flow.snapshot.hasTag('failed') || failure === null) return null;
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshIcon />}
          onClick={flow.retry}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {COMMON_COPY.tryAgain}
        </Button>
      }
    >
      {failure}
    </Alert>
  );
}

export function PaymentSucceeded({ coins }: { coins: number }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {SUCCESS_MESSAGES.payment}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{PAYMENT_COPY.added(coins)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        <Button component={RouterLink} to={DASHBOARD_PATHS.paymentHistory} variant="contained">
          {PAYMENT_COPY.history}
        </Button>
        <Button component={RouterLink} to={DASHBOARD_PATHS.purchase} variant="outlined">
          {PAYMENT_COPY.buyMore}
        </Button>
      </Box>
    </Stack>
  );
}
