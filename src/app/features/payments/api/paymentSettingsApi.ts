/** Which card gateway the server uses, and Stripe's publishable key (`GET /client-config`). */
import type { ClientConfig } from '@contract/schemas/clientConfig';
import { api } from '@app/store/api';

export type PaymentSettings = ClientConfig['payments'];

export const paymentSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSettings: build.query<PaymentSettings, undefined>({
      query: () => '/client-config',
      transformResponse: (config: ClientConfig) => config.payments,
    }),
  }),
});

export const { useGetPaymentSettingsQuery } = paymentSettingsApi;
