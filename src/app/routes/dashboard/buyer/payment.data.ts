/** PaymentCheckout's settings (the card form itself comes from the gateway, in the browser). */
import { paymentSettingsApi } from '@app/features/payments/api/paymentSettingsApi';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch }) => {
  dispatch(paymentSettingsApi.endpoints.getPaymentSettings.initiate(undefined, UNSUBSCRIBED));
};
