/** Buyer Home (docs/product.md#buyer-home): the dollars the buyer has paid for coins in all. */
import PaymentsIcon from '@mui/icons-material/Payments';

import { COMMON_COPY } from '@contract/copy/common';
import { BUYER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { dollarsText } from '@contract/copy/lists';
import { StatCard } from '@app/components/StatCard';
import { useGetPaymentsQuery } from '../api/paymentsApi';

export function TotalPaymentStat({ buyerEmail }: { buyerEmail: string }) {
  const { data: payments, isLoading, isError, refetch } = useGetPaymentsQuery(buyerEmail);
  const total = payments?.reduce((sum, payment) => sum + payment.price, 0);
  return (
    <StatCard
      label={COPY.totalPayment}
      icon={<PaymentsIcon />}
      value={total === undefined ? undefined : dollarsText(total)}
      loading={isLoading}
      failure={
        isError && !payments
          ? {
              message: COPY.statsFailed,
              retryLabel: COMMON_COPY.tryAgain,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
