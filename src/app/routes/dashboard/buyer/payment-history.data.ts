/** PaymentHistoryTable: unsorted and unfiltered, the list the buyer's figures ask for. */
import { paymentsApi } from '@app/features/payments/api/paymentsApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person: { email }, search }) => {
  const query = tableQueryOf('payments', search);
  const args = Object.keys(query).length > 0 ? { email, ...query } : email;
  dispatch(paymentsApi.endpoints.getPayments.initiate(args, UNSUBSCRIBED));
};
