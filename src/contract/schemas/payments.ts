/**
 * Buying coins (docs/product.md#payment-flow): a payment intent for a package's price, the
 * sandbox gateway's confirm step, the recorded payment, and the payment history.
 */
import { type Static, Type } from '@sinclair/typebox';

import { CARD_ERROR_TYPES } from '../api';
import { MAX_PAGE_SIZE } from '../constants';
import { COIN_PACKAGE_PRICES } from '../money';
import { CARD_FIELDS } from '../validation';
import { Email, ignoredBecause, oneOf, PAGE_DESCRIPTION, PageFields } from './common';
import { tableQueryFields } from './tables';

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export const PaymentProviderNameSchema = oneOf(PAYMENT_PROVIDER_NAMES);
export type PaymentProviderName = Static<typeof PaymentProviderNameSchema>;

export const CreatePaymentIntentBodySchema = Type.Object(
  {
    price: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: `Whole dollars; one of the coin packages' prices (${COIN_PACKAGE_PRICES}).`,
    }),
  },
  { additionalProperties: false },
);
export type CreatePaymentIntentBody = Static<typeof CreatePaymentIntentBodySchema>;

export const PaymentIntentCreatedSchema = Type.Object({
  clientSecret: Type.String(),
  /** Which gateway issued the intent, so the client shows the matching card form. */
  provider: oneOf(
    PAYMENT_PROVIDER_NAMES,
    'Which gateway issued the intent, so the client shows its card form.',
  ),
});
export type PaymentIntentCreated = Static<typeof PaymentIntentCreatedSchema>;

const TransactionId = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[A-Za-z0-9_]+$',
  description: 'The payment intent id the gateway issued.',
});

export const RecordPaymentBodySchema = Type.Object(
  {
    transactionId: TransactionId,
    email: Type.Optional(Email),
    price: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1000,
        ...ignoredBecause('the price is the amount the gateway verified.'),
      }),
    ),
    coins: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000,
        ...ignoredBecause("the coins come from the server's package table."),
      }),
    ),
    date: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Only transactionId counts: the server reads the intent from the gateway and credits its package once. The e-mail, if sent, must be your own.',
  },
);
export type RecordPaymentBody = Static<typeof RecordPaymentBodySchema>;

export const PaymentSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  /** Dollars paid. */
  price: Type.Integer(),
  coins: Type.Integer(),
  date: Type.String({ description: 'ISO timestamp' }),
  transactionId: Type.String(),
});
export type Payment = Static<typeof PaymentSchema>;
export const PaymentListSchema = Type.Array(PaymentSchema);

export const PaymentRecordedSchema = Type.Object({
  insertedId: Type.Union([Type.String(), Type.Null()]),
  /** False when this transaction id had already been credited. */
  credited: Type.Boolean(),
  payment: PaymentSchema,
});
export type PaymentRecorded = Static<typeof PaymentRecordedSchema>;

export const PaymentsQuerySchema = Type.Object(
  {
    email: Type.Optional(Email),
    ...PageFields,
    ...tableQueryFields('payments'),
  },
  {
    additionalProperties: false,
    description: `A buyer lists their own payments; an admin anyone's by e-mail, or everyone's without one. ${PAGE_DESCRIPTION} Everyone's: at most the first ${MAX_PAGE_SIZE} without page and limit.`,
  },
);
export type PaymentsQuery = Static<typeof PaymentsQuerySchema>;

export const TotalPaymentsSchema = Type.Object({ totalPrice: Type.Number() });
export type TotalPayments = Static<typeof TotalPaymentsSchema>;

/** The sandbox gateway's confirm step (the stand-in for the card provider's client). */
export const SandboxConfirmBodySchema = Type.Object(
  {
    clientSecret: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }),
    cardNumber: Type.String({ maxLength: 32 }),
    expiry: Type.String({ maxLength: 16, description: 'MM/YY' }),
    cvc: Type.String({ maxLength: 8 }),
  },
  { additionalProperties: false },
);
export type SandboxConfirmBody = Static<typeof SandboxConfirmBodySchema>;

export const SandboxConfirmResultSchema = Type.Object({
  paymentIntent: Type.Object({
    id: Type.String(),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('requires_payment_method')]),
    amount: Type.Integer({ description: 'Cents' }),
  }),
  /**
   * Shaped like the card provider's: `validation_error` for what was typed (with the field
   * to show it under), `card_error` for a declined card, `invalid_request_error` otherwise.
   */
  error: Type.Optional(
    Type.Object({
      message: Type.String(),
      code: Type.String(),
      type: Type.Optional(oneOf(CARD_ERROR_TYPES)),
      field: Type.Optional(oneOf(CARD_FIELDS, 'The form field to show the message under.')),
    }),
  ),
});
export type SandboxConfirmResult = Static<typeof SandboxConfirmResultSchema>;
