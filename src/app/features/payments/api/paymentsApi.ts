/**
 * Coin purchases (docs/product.md#payment-flow, #server-calls) and the sandbox gateway's confirm
 * step.
 */
import type {
  CreatePaymentIntentBody,
  Payment,
  PaymentIntentCreated,
  PaymentRecorded,
  RecordPaymentBody,
  SandboxConfirmBody,
  SandboxConfirmResult,
  TotalPayments,
} from '@contract/schemas/payments';
import type { TableQuery } from '@contract/tables';
import { api } from '@app/store/api';
import { listTag, listTags } from '@app/store/tags';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentIntent: build.mutation<PaymentIntentCreated, CreatePaymentIntentBody>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    /** Credits the package's coins once the server has verified the payment. */
    recordPayment: build.mutation<PaymentRecorded, RecordPaymentBody>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
      invalidatesTags: [listTag('Payment'), 'User', 'AdminSummary', 'Balance', 'Insight'],
    }),
    /** A buyer's payments: all of them by e-mail, or sorted and filtered as the table asks. */
    getPayments: build.query<Payment[], string | ({ email: string } & TableQuery<'payments'>)>({
      query: (asked) => ({
        url: '/payments',
        params: typeof asked === 'string' ? { email: asked } : asked,
      }),
      providesTags: (payments) => listTags('Payment', payments),
    }),
    /** A figure over the list of all payments, so a new payment refreshes it. */
    getTotalPayments: build.query<TotalPayments, undefined>({
      query: () => '/total-payments',
      providesTags: [listTag('Payment')],
    }),
    confirmSandboxPayment: build.mutation<SandboxConfirmResult, SandboxConfirmBody>({
      query: (body) => ({ url: '/sandbox/payment-intents/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useCreatePaymentIntentMutation,
  useRecordPaymentMutation,
  useGetPaymentsQuery,
  useGetTotalPaymentsQuery,
  useConfirmSandboxPaymentMutation,
} = paymentsApi;
