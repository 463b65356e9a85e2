/**
 * The homes' cards of where the coins are (docs/money.md#where-coins-can-be): a worker's and a
 * buyer's own breakdown, the platform's escrow and withdrawal holds for an admin.
 */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LockClockIcon from '@mui/icons-material/LockClock';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SavingsIcon from '@mui/icons-material/Savings';
import type { ReactNode } from 'react';

import { ADMIN_BALANCE_COPY, BALANCE_COPY } from '@contract/copy/insights';
import type { Balance } from '@contract/schemas/balances';
import type { AdminSummary } from '@contract/schemas/users';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { StatGrid } from '@app/components/StatCard';
import { useGetAdminSummaryQuery } from '../api/usersApi';
import { coinsText } from '@contract/copy/lists';
import { useGetBalanceQuery } from '../api/balanceApi';
import { BUYER_BREAKDOWN, type BreakdownLine, WORKER_BREAKDOWN } from './balanceBreakdown';

const ICONS: Readonly<Record<string, ReactNode>> = {
  available: <AccountBalanceWalletIcon />,
  waiting: <HourglassTopIcon />,
  held: <LockClockIcon />,
  earned: <SavingsIcon />,
  openTasks: <AssignmentIcon />,
  submissions: <RateReviewIcon />,
};

function BreakdownCards<Role extends 'worker' | 'buyer'>({
  email,
  kind,
  lines,
}: {
  email: string;
  /** Whose breakdown the cards show. */
  kind: Role;
  lines: readonly BreakdownLine<Extract<Balance, { role: Role }>>[];
}) {
  const query = useGetBalanceQuery(email);
  const data =
    query.data?.role === kind ? (query.data as Extract<Balance, { role: Role }>) : undefined;
  return (
    <StatGrid label={BALANCE_COPY.breakdown}>
      {lines.map((line) => (
        <QueryStatCard
          key={line.key}
          query={{ ...query, data }}
          label={line.label}
          icon={ICONS[line.key]}
          figure={(balance) => coinsText(line.coins(balance))}
          failedMessage={BALANCE_COPY.failed}
          keepLoadedFigure
        />
      ))}
    </StatGrid>
  );
}

export function WorkerBalanceCards({ workerEmail }: { workerEmail: string }) {
  return <BreakdownCards email={workerEmail} kind="worker" lines={WORKER_BREAKDOWN} />;
}

export function BuyerBalanceCards({ buyerEmail }: { buyerEmail: string }) {
  return <BreakdownCards email={buyerEmail} kind="buyer" lines={BUYER_BREAKDOWN} />;
}

const PLATFORM_LINES: readonly BreakdownLine<AdminSummary>[] = [
  { key: 'held', label: ADMIN_BALANCE_COPY.totalEscrow, coins: (s) => s.totalEscrow },
  {
    key: 'waiting',
    label: ADMIN_BALANCE_COPY.withdrawalHolds,
    coins: (s) => s.totalWithdrawalHolds,
  },
];

export function PlatformCoinCards() {
  const query = useGetAdminSummaryQuery(undefined);
  return (
    <StatGrid label={ADMIN_BALANCE_COPY.figures}>
      {PLATFORM_LINES.map((line) => (
        <QueryStatCard
          key={line.key}
          query={query}
          label={line.label}
          icon={ICONS[line.key]}
          figure={(summary) => coinsText(line.coins(summary))}
          failedMessage={BALANCE_COPY.failed}
        />
      ))}
    </StatGrid>
  );
}
