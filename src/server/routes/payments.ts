/**
 * Buying coins (docs/product.md#payment-flow): create an intent for a package's price, confirm the
 * card (Stripe's client, or the sandbox's confirm route below), then record the payment,
 * which the server verifies with the gateway before crediting.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';

import {
  type PaymentIntentCreated,
  type PaymentRecorded,
  type SandboxConfirmResult,
  CARD_ERROR_TYPES,
  type TotalPayments,
} from '@contract/api';
import { COIN_PACKAGES, MAX_PAGE_SIZE, SANDBOX_TEST_CARDS } from '@contract/constants';
import type { Payment } from '@contract/entities';
import { CARD_FIELDS } from '@contract/validation';
import { ANY_ROLE, assertOwnEmail, type CallerRecord, callerOf } from '../auth/access';
import type { Database } from '../db/client';
import { createPaymentProvider } from '../payments/provider';
import type { SandboxGateway } from '../payments/sandbox';
import { boundedWindowOf, windowOf } from '../services/paging';
import {
  listPayments,
  recordCoinPurchase,
  startCoinPurchase,
  totalPaymentsPrice,
} from '../services/payments';
import { findUserByEmail } from '../services/users';
import type { RouteDependencies } from './index';
import {
  Email,
  errorResponses,
  ignoredBecause,
  oneOf,
  PAGE_DESCRIPTION,
  PageFields,
  signedIn,
  listed,
} from './schemas';

const PACKAGE_PRICES = COIN_PACKAGES.map((coinPackage) => `$${coinPackage.price}`).join(', ');

const PriceBody = Type.Object(
  {
    price: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: `Whole dollars; one of the coin packages' prices (${PACKAGE_PRICES}).`,
    }),
  },
  { additionalProperties: false },
);

const IntentCreatedSchema = Type.Object({
  clientSecret: Type.String(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')], {
    description: 'Which gateway issued the intent, so the client shows its card form.',
  }),
});

const TransactionId = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[A-Za-z0-9_]+$',
  description: 'The payment intent id the gateway issued.',
});

const RecordPaymentBody = Type.Object(
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

const PaymentSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  price: Type.Integer(),
  coins: Type.Integer(),
  date: Type.String({ description: 'ISO timestamp' }),
  transactionId: Type.String(),
});

const PaymentRecordedSchema = Type.Object({
  insertedId: Type.Union([Type.String(), Type.Null()]),
  credited: Type.Boolean(),
  payment: PaymentSchema,
});

const PaymentsQuery = Type.Object(
  {
    email: Type.Optional(Email),
    ...PageFields,
  },
  {
    additionalProperties: false,
    description: `A buyer lists their own payments; an admin anyone's by e-mail, or everyone's without one. ${PAGE_DESCRIPTION} Everyone's: at most the first ${MAX_PAGE_SIZE} without page and limit.`,
  },
);

const TotalPaymentsSchema = Type.Object({ totalPrice: Type.Number() });

const SandboxConfirmBody = Type.Object(
  {
    clientSecret: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }),
    cardNumber: Type.String({ maxLength: 32 }),
    expiry: Type.String({ maxLength: 16, description: 'MM/YY' }),
    cvc: Type.String({ maxLength: 8 }),
  },
  { additionalProperties: false },
);

const SandboxConfirmResultSchema = Type.Object({
  paymentIntent: Type.Object({
    id: Type.String(),
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('requires_payment_method')]),
    amount: Type.Integer({ description: 'Cents' }),
  }),
  error: Type.Optional(
    Type.Object({
      message: Type.String(),
      code: Type.String(),
      type: Type.Optional(oneOf(CARD_ERROR_TYPES)),
      field: Type.Optional(oneOf(CARD_FIELDS, 'The form field to show the message under.')),
    }),
  ),
});

export const paymentRoutes: FastifyPluginAsync<RouteDependencies> = async (
  fastify,
  { config, database },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = database.db;
  const provider = createPaymentProvider(config, db, app.log);

  app.post(
    '/create-payment-intent',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['payments'],
        summary: "Start buying a coin package: a payment intent for the package's price",
        body: PriceBody,
        ...signedIn,
        response: { 200: IntentCreatedSchema, ...errorResponses },
      },
    },
    async (request): Promise<PaymentIntentCreated> => {
      const intent = await startCoinPurchase(provider, callerOf(request), request.body.price);
      return { clientSecret: intent.clientSecret, provider: provider.name };
    },
  );

  app.post(
    '/payments',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['payments'],
        summary: 'Record a succeeded card payment and credit its coins (once per transaction id)',
        body: RecordPaymentBody,
        ...signedIn,
        response: { 200: PaymentRecordedSchema, 201: PaymentRecordedSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<PaymentRecorded> => {
      const { email, transactionId } = request.body;
      const outcome = await recordCoinPurchase(
        db,
        provider,
        callerOf(request),
        transactionId,
        email,
      );
      reply.code(outcome.credited ? 201 : 200);
      return {
        insertedId: outcome.credited ? outcome.payment._id : null,
        credited: outcome.credited,
        payment: outcome.payment,
      };
    },
  );

  app.get(
    '/payments',
    {
      config: { access: ['buyer', 'admin'] },
      schema: {
        tags: ['payments'],
        summary:
          "Payment history, newest first: a buyer's own; an admin's for any e-mail, or everyone's without one",
        querystring: PaymentsQuery,
        ...signedIn,
        response: { 200: Type.Array(PaymentSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Payment[]> => {
      const caller = callerOf(request);
      const { email, ...paging } = request.query;
      assertOwnEmail(caller, email);
      const owner = await ownerToList(db, caller, email);
      return listed(
        reply,
        owner === null
          ? { items: [], total: 0 }
          : await listPayments(
              db,
              owner,
              owner === undefined ? boundedWindowOf(paging) : windowOf(paging),
            ),
      );
    },
  );

  app.get(
    '/total-payments',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: 'Dollars paid across every coin purchase',
        ...signedIn,
        response: { 200: TotalPaymentsSchema, ...errorResponses },
      },
    },
    async (): Promise<TotalPayments> => ({ totalPrice: await totalPaymentsPrice(db) }),
  );

  if (provider.name === 'sandbox') await app.register(sandboxRoutes, { gateway: provider });
};

/** Whose payments to list: undefined for everyone's, null for an e-mail nobody has. */
async function ownerToList(
  db: Database,
  caller: CallerRecord,
  email: string | undefined,
): Promise<string | undefined | null> {
  if (caller.role !== 'admin') return caller.id;
  if (email === undefined) return undefined;
  return (await findUserByEmail(db, email))?.id ?? null;
}

/** The sandbox gateway's confirm step; it exists only while the sandbox is the gateway. */
const sandboxRoutes: FastifyPluginAsync<{ gateway: SandboxGateway }> = async (
  fastify,
  { gateway },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/sandbox/payment-intents/confirm',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['payments'],
        summary: `Sandbox only: confirm a payment intent with a test card (${SANDBOX_TEST_CARDS.succeeds} succeeds, ${SANDBOX_TEST_CARDS.declined} is declined)`,
        body: SandboxConfirmBody,
        ...signedIn,
        response: { 200: SandboxConfirmResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<SandboxConfirmResult> =>
      gateway.confirm({ ...request.body, userId: callerOf(request).id }),
  );
};
