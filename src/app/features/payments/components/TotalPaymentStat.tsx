/** Buyer Home (docs/product.md#buyer-home): the dollars the buyer has paid for coins in all. */
import PaymentsIcon from '@mui/icons-material/Payments';

import { BUYER_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { dollarsText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { useGetPaymentsQuery } from '../api/paymentsApi';

export function TotalPaymentStat({ buyerEmail }: { buyerEmail: string }) {
  return (
    <QueryStatCard
      query={useGetPaymentsQuery(buyerEmail)}
      label={COPY.totalPayment}
      icon={<PaymentsIcon />}
      figure={(payments) => dollarsText(payments.reduce((sum, payment) => sum + payment.price, 0))}
      failedMessage={COPY.statsFailed}
      keepLoadedFigure
    />
  );
}
