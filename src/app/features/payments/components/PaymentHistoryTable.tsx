/**
 * Payment History (docs/product.md#payment-history, #error-texts): each coin purchase with its
 * price, coins, date and transaction id, newest first.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';

import { COMMON_COPY } from '@contract/copy/common';
import { countText, dollarsText } from '@contract/copy/lists';
import { PAYMENT_HISTORY_COPY as COPY } from '@contract/copy/payments';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import type { Payment } from '@contract/schemas/payments';
import { ALERTS, LOADING_TEXTS } from '@contract/messages';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { formatDateTime } from '@app/format/dates';
import { useGetPaymentsQuery } from '../api/paymentsApi';

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <TableRow>
      <StackedCell label={COPY.payment} sx={{ fontWeight: 600 }}>
        {dollarsText(payment.price)}
      </StackedCell>
      <StackedCell label={COPY.coins}>{countText(payment.coins)}</StackedCell>
      <StackedCell label={COPY.date} sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(payment.date)}
      </StackedCell>
      <StackedCell label={COPY.transactionId}>
        <Box
          component="code"
          sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {payment.transactionId}
        </Box>
      </StackedCell>
    </TableRow>
  );
}

export function PaymentHistoryTable({ buyerEmail }: { buyerEmail: string }) {
  const { data: payments, isLoading, refetch } = useGetPaymentsQuery(buyerEmail);
  if (isLoading) return <LoadingSkeleton label={LOADING_TEXTS.payments} showLabel rows={4} />;
  if (!payments) {
    return (
      <LoadFailed
        message={ALERTS.paymentHistoryFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    );
  }
  if (payments.length === 0) {
    return (
      <EmptyState
        message={COPY.empty}
        action={
          <Button component={RouterLink} to={DASHBOARD_PATHS.purchase} variant="contained">
            {COPY.buyCoins}
          </Button>
        }
      />
    );
  }
  return (
    <TablePanel>
      <StackedTable>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.payment}</TableCell>
            <TableCell>{COPY.coins}</TableCell>
            <TableCell>{COPY.date}</TableCell>
            <TableCell>{COPY.transactionId}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <PaymentRow key={payment._id} payment={payment} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}
