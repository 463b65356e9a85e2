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
import { DateWithAge } from '@app/components/DateWithAge';
import { EmptyState } from '@app/components/status/EmptyState';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { SORT_COLUMN_LABELS, TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { ExportButton } from '@app/components/table/ExportButton';
import { NoMatches } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { TablePanel } from '@app/components/table/TablePanel';
import { useGetPaymentsQuery } from '../api/paymentsApi';

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <TableRow>
      <StackedCell label={COPY.payment} sx={{ fontWeight: 600 }}>
        {dollarsText(payment.price)}
      </StackedCell>
      <StackedCell label={COPY.coins}>{countText(payment.coins)}</StackedCell>
      <StackedCell label={COPY.date} sx={{ whiteSpace: 'nowrap' }}>
        <DateWithAge time={payment.date} />
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

const SORT_LABELS: Record<SortKeyOf<'payments'>, string> = {
  price: COPY.payment,
  coins: COPY.coins,
  paid: SORT_COLUMN_LABELS.paid,
};

export function PaymentHistoryTable({ buyerEmail }: { buyerEmail: string }) {
  const table = useTableParams('payments');
  const hasQuery = Object.keys(table.query).length > 0;
  // Unsorted and unfiltered, the list is the one the buyer's figures already asked for.
  const payments = useGetPaymentsQuery(
    hasQuery ? { email: buyerEmail, ...table.query } : buyerEmail,
  );
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.searchTransactions}
        sortChoices={sortChoicesOf<'payments'>(SORT_LABELS)}
        actions={<ExportButton name="payments" query={table.query} />}
      />
      <PaymentsList table={table} {...payments} />
    </>
  );
}

interface PaymentsListProps {
  table: TableParams<'payments'>;
  data?: Payment[];
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function PaymentsList({
  table,
  data: payments,
  isLoading,
  isFetching,
  refetch,
}: PaymentsListProps) {
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
  if (payments.length === 0 && table.filtered) {
    return <NoMatches />;
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
    <TablePanel busy={isFetching}>
      <StackedTable>
        <TableHead>
          <TableRow>
            <SortableHeaderCell table={table} sortKey="price">
              {COPY.payment}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="coins">
              {COPY.coins}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="paid">
              {COPY.date}
            </SortableHeaderCell>
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
