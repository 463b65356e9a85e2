/**
 * Admin Home's Pending Withdrawals (docs/product.md#approving-withdrawals,
 * #states-and-transitions): each request's worker, payment method, amount and status, with Accept
 * on the rows not yet paid. Accepting pays the request out once: the button waits while its request
 * runs and is gone once it succeeded (the server refuses a second payment regardless).
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { COMMON_COPY } from '@contract/copy/common';
import { ADMIN_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { coinsText, dollarsText } from '@contract/copy/lists';
import { WITHDRAWAL_STATUS_LABELS } from '@contract/copy/withdrawals';
import type { CoinSources, WithdrawalRequest } from '@contract/schemas/withdrawals';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { SORT_COLUMN_LABELS, TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { ExportButton } from '@app/components/table/ExportButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { notifyError, notifySuccess } from '@app/components/notify';
import { StatusChip } from '@app/components/StatusChip';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { requestErrorMessage } from '@app/store/requestError';
import { useApproveWithdrawalMutation, useGetWithdrawalsQuery } from '../api/withdrawalsApi';

function AcceptButton({ withdrawal }: { withdrawal: WithdrawalRequest }) {
  const [approve, { isLoading, isSuccess }] = useApproveWithdrawalMutation();
  if (withdrawal.status === 'success' || isSuccess) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {COPY.paid}
      </Typography>
    );
  }
  const accept = async () => {
    try {
      await approve({
        id: withdrawal._id,
        worker_email: withdrawal.worker_email,
        withdrawal_coin: withdrawal.withdrawal_coin,
      }).unwrap();
      notifySuccess(SUCCESS_MESSAGES.withdrawalApproved);
    } catch (error) {
      notifyError(requestErrorMessage(error, COMMON_COPY.requestFailed));
    }
  };
  return (
    <Button
      size="small"
      variant="contained"
      color="success"
      loading={isLoading}
      aria-label={COPY.acceptFor(
        dollarsText(withdrawal.withdrawal_amount),
        withdrawal.worker_email,
      )}
      onClick={() => void accept()}
    >
      {COPY.accept}
    </Button>
  );
}

/** The worker's coins by source; a request not backed by approved work is flagged. */
function CoinSourcesCell({ sources }: { sources: CoinSources | undefined }) {
  if (!sources) return null;
  const parts = [
    COPY.coinSources.earned(coinsText(sources.earned)),
    COPY.coinSources.signUpGrant(coinsText(sources.signUpGrant)),
    COPY.coinSources.purchased(coinsText(sources.purchased)),
    ...(sources.other > 0 ? [COPY.coinSources.other(coinsText(sources.other))] : []),
  ];
  return (
    <Box sx={{ typography: 'body2' }}>
      {parts.map((part) => (
        <Box key={part} sx={{ whiteSpace: 'nowrap' }}>
          {part}
        </Box>
      ))}
      {sources.earned === 0 && (
        <Box sx={{ color: 'warning.main', fontWeight: 600 }}>{COPY.coinSources.noEarnings}</Box>
      )}
    </Box>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalRequest }) {
  const paid = withdrawal.status === 'success';
  return (
    <TableRow>
      <StackedCell label={COPY.columns.workerEmail} sx={{ overflowWrap: 'anywhere' }}>
        {withdrawal.worker_email}
      </StackedCell>
      <StackedCell label={COPY.columns.paymentMethod}>{withdrawal.payment_system}</StackedCell>
      <StackedCell label={COPY.columns.amount} align="right">
        <Box>
          <Box sx={{ fontWeight: 600 }}>{dollarsText(withdrawal.withdrawal_amount)}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {coinsText(withdrawal.withdrawal_coin)}
          </Box>
        </Box>
      </StackedCell>
      <StackedCell label={COPY.columns.coinSources}>
        <CoinSourcesCell sources={withdrawal.coin_sources} />
      </StackedCell>
      <StackedCell label={COPY.columns.status}>
        <StatusChip
          label={WITHDRAWAL_STATUS_LABELS[withdrawal.status]}
          tone={paid ? 'success' : 'warning'}
          icon={paid ? <CheckCircleIcon /> : <HourglassTopIcon />}
        />
      </StackedCell>
      <StackedCell label={COPY.columns.action} align="right">
        <AcceptButton withdrawal={withdrawal} />
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'withdrawals'>, string> = {
  worker: COPY.columns.workerEmail,
  system: COPY.columns.paymentMethod,
  amount: COPY.columns.amount,
  coins: SORT_COLUMN_LABELS.coins,
  requested: SORT_COLUMN_LABELS.requested,
};

function WithdrawalsTable({
  table,
  withdrawals,
  busy,
}: {
  table: TableParams<'withdrawals'>;
  withdrawals: readonly WithdrawalRequest[];
  busy: boolean;
}) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.withdrawalsTable}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell table={table} sortKey="worker">
              {COPY.columns.workerEmail}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="system">
              {COPY.columns.paymentMethod}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="amount" align="right">
              {COPY.columns.amount}
            </SortableHeaderCell>
            <TableCell>{COPY.columns.coinSources}</TableCell>
            <TableCell>{COPY.columns.status}</TableCell>
            <TableCell align="right">{COPY.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal._id} withdrawal={withdrawal} />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

const LIST_STATES = {
  loading: COPY.loadingWithdrawals,
  loadFailed: COPY.withdrawalsFailed,
  empty: COPY.noWithdrawals,
};

function WithdrawalsPage() {
  const table = useTableParams('withdrawals');
  const list = useGetWithdrawalsQuery({ ...useTablePage(), ...table.query });
  return (
    <>
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        statusLabels={WITHDRAWAL_STATUS_LABELS}
        sortChoices={sortChoicesOf<'withdrawals'>(SORT_LABELS)}
        actions={<ExportButton name="withdrawals" query={table.query} />}
      />
      <PagedList list={list} copy={LIST_STATES} skeleton={{ rows: 4 }} filters={table}>
        {(withdrawals, busy) => (
          <WithdrawalsTable table={table} withdrawals={withdrawals} busy={busy} />
        )}
      </PagedList>
    </>
  );
}

export function WithdrawalRequestsTable() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {COPY.withdrawalsTable}
      </Typography>
      <WithdrawalsPage />
    </Box>
  );
}
