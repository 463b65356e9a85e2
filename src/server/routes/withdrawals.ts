/** Withdrawals: a worker asks to cash out coins; an admin marks the request paid. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { MIN_WITHDRAWAL_COINS, WITHDRAWAL_COINS_PER_DOLLAR } from '@contract/constants';
import { RULE_MESSAGES } from '@contract/messages';
import { IdParamsSchema, type InsertedId, InsertedIdSchema } from '@contract/schemas/common';
import {
  ApproveWithdrawalBodySchema,
  CreateWithdrawalBodySchema,
  WithdrawalListSchema,
  type WithdrawalRequest,
  WithdrawalSchema,
  WithdrawalsQuerySchema,
} from '@contract/schemas/withdrawals';
import { callerOf, identityOf } from '../auth/access';
import { HttpError } from '../errors';
import { boundedWindowOf, windowOf } from '../services/paging';
import { approveWithdrawal, listWithdrawals, requestWithdrawal } from '../services/withdrawals';
import type { RouteDependencies } from './index';
import { errorResponses, listed, signedIn } from './schemas';

export const withdrawalRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { database },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.post(
    '/withdrawal-requests',
    {
      config: { access: ['worker'] },
      schema: {
        tags: ['withdrawals'],
        summary: `Ask to withdraw coins (${WITHDRAWAL_COINS_PER_DOLLAR} coins = $1, at least ${MIN_WITHDRAWAL_COINS}); needs a verified e-mail address`,
        ...signedIn,
        body: CreateWithdrawalBodySchema,
        response: { 201: InsertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<InsertedId> => {
      // Sign-up coins farmed through throwaway addresses must not cash out (docs/money.md).
      if (!identityOf(request).emailVerified) {
        throw new HttpError(403, RULE_MESSAGES.verifyEmailBeforeWithdrawal);
      }
      const { withdrawal_coin, withdrawal_amount, payment_system, account_number } = request.body;
      const withdrawal = await requestWithdrawal(db, callerOf(request), {
        withdrawal_coin,
        withdrawal_amount,
        payment_system,
        account_number,
      });
      reply.code(201);
      return { insertedId: withdrawal._id };
    },
  );

  app.get(
    '/withdrawal-requests',
    {
      config: { access: ['admin', 'worker'] },
      schema: {
        tags: ['withdrawals'],
        summary: 'Withdrawal requests, newest first: all for an admin, your own for a worker',
        ...signedIn,
        querystring: WithdrawalsQuerySchema,
        response: { 200: WithdrawalListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<WithdrawalRequest[]> => {
      const caller = callerOf(request);
      const { status, page, limit, ...table } = request.query;
      return listed(
        reply,
        await listWithdrawals(
          db,
          {
            status,
            ...(caller.role === 'admin' ? { withCoinSources: true } : { workerId: caller.id }),
          },
          caller.role === 'admin' ? boundedWindowOf({ page, limit }) : windowOf({ page, limit }),
          table,
        ),
      );
    },
  );

  app.patch(
    '/withdrawal-requests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['withdrawals'],
        summary: 'Mark a pending request paid (once); the held coins leave the system',
        ...signedIn,
        params: IdParamsSchema,
        body: ApproveWithdrawalBodySchema,
        response: { 200: WithdrawalSchema, ...errorResponses },
      },
    },
    (request): Promise<WithdrawalRequest> =>
      approveWithdrawal(db, callerOf(request), request.params.id),
  );
};
