/**
 * Buying coins (docs/product.md#payment-flow): create an intent for a package's price, confirm the
 * card (Stripe's client, or the sandbox's confirm route below), then record the payment,
 * which the server verifies with the gateway before crediting.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { SANDBOX_TEST_CARDS } from '@contract/constants';
import {
  CreatePaymentIntentBodySchema,
  type Payment,
  type PaymentIntentCreated,
  PaymentIntentCreatedSchema,
  PaymentListSchema,
  type PaymentRecorded,
  PaymentRecordedSchema,
  PaymentsQuerySchema,
  RecordPaymentBodySchema,
  SandboxConfirmBodySchema,
  type SandboxConfirmResult,
  SandboxConfirmResultSchema,
  type TotalPayments,
  TotalPaymentsSchema,
} from '@contract/schemas/payments';
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
import { errorResponses, listed, signedIn } from './schemas';

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
        body: CreatePaymentIntentBodySchema,
        ...signedIn,
        response: { 200: PaymentIntentCreatedSchema, ...errorResponses },
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
        body: RecordPaymentBodySchema,
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
        querystring: PaymentsQuerySchema,
        ...signedIn,
        response: { 200: PaymentListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Payment[]> => {
      const caller = callerOf(request);
      const { email, page, limit, ...table } = request.query;
      const paging = { page, limit };
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
              table,
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
        body: SandboxConfirmBodySchema,
        ...signedIn,
        response: { 200: SandboxConfirmResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<SandboxConfirmResult> =>
      gateway.confirm({ ...request.body, userId: callerOf(request).id }),
  );
};
