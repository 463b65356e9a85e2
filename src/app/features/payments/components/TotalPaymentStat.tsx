/** Buyer Home (docs/product.md#buyer-home): the dollars the buyer has paid for coins in all. */
import PaymentsIcon from '@mui/icons-material/Payments';

import { BUYER_HOME_COPY as COPY } from '@contract/buyerCopy';
import { dollarsText, LIST_COPY } from '@contract/listCopy';
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
              retryLabel: LIST_COPY.retry,
              onRetry: () => void refetch(),
            }
          : undefined
      }
    />
  );
}
