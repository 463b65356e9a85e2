/**
 * The buyer's screens (docs/product.md#buyer), loaded together as one chunk that no other role
 * fetches: each is its heading and the features' parts for the signed-in buyer.
 */
import Stack from '@mui/material/Stack';

import { BUYER_HOME_COPY, SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { StatGrid } from '@app/components/StatCard';
import { CoinPackages } from '@app/features/payments/components/CoinPackages';
import { PaymentCheckout } from '@app/features/payments/components/PaymentCheckout';
import { PaymentHistoryTable } from '@app/features/payments/components/PaymentHistoryTable';
import { TotalPaymentStat } from '@app/features/payments/components/TotalPaymentStat';
import { PendingSubmissions } from '@app/features/submissions/components/PendingSubmissions';
import { AddTaskForm } from '@app/features/tasks/components/AddTaskForm';
import { BuyerTaskStats } from '@app/features/tasks/components/BuyerTaskStats';
import { MyTasksTable } from '@app/features/tasks/components/MyTasksTable';
import { ScreenHeading } from '../components/ScreenHeading';
import { useDashboardUser } from '../dashboardUser';

export function BuyerHome() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.buyerHome}</ScreenHeading>
      <Stack spacing={4}>
        <StatGrid label={BUYER_HOME_COPY.figures}>
          <BuyerTaskStats buyerEmail={user.email} />
          <TotalPaymentStat buyerEmail={user.email} />
        </StatGrid>
        <PendingSubmissions buyerEmail={user.email} />
      </Stack>
    </>
  );
}

export function AddTask() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.addTasks}</ScreenHeading>
      <AddTaskForm buyer={user} />
    </>
  );
}

export function MyTasks() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.myTasks}</ScreenHeading>
      <MyTasksTable buyerEmail={user.email} />
    </>
  );
}

export function PurchaseCoin() {
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.purchase}</ScreenHeading>
      <CoinPackages />
    </>
  );
}

/** Receives the package's coins and price through the navigation state. */
export function Payment() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.payment}</ScreenHeading>
      <PaymentCheckout buyer={user} />
    </>
  );
}

export function PaymentHistory() {
  const { user } = useDashboardUser();
  return (
    <>
      <ScreenHeading>{SCREEN_HEADINGS.paymentHistory}</ScreenHeading>
      <PaymentHistoryTable buyerEmail={user.email} />
    </>
  );
}
