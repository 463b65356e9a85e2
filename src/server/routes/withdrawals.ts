/** Withdrawals: a worker asks to cash out coins; an admin marks the request paid. */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import type { InsertedId } from '@contract/api';
import {
  MAX_PAGE_SIZE,
  MIN_WITHDRAWAL_COINS,
  TEXT_LIMITS,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from '@contract/constants';
import { PAYMENT_SYSTEMS, WITHDRAWAL_STATUSES, type WithdrawalRequest } from '@contract/entities';
import { RULE_MESSAGES } from '@contract/messages';
import { callerOf, identityOf } from '../auth/access';
import { HttpError } from '../errors';
import { boundedWindowOf, windowOf } from '../services/paging';
import { MAX_COIN_COLUMN } from '../services/rows';
import { approveWithdrawal, listWithdrawals, requestWithdrawal } from '../services/withdrawals';
import type { RouteDependencies } from './index';
import {
  Email,
  errorResponses,
  Id,
  IdParams,
  ignoredBecause,
  InsertedIdSchema,
  oneOf,
  PAGE_DESCRIPTION,
  PageFields,
  signedIn,
  text,
  listed,
} from './schemas';

const WithdrawalSchema = Type.Object({
  _id: Id,
  withdrawal_coin: Type.Integer(),
  withdrawal_amount: Type.Number({
    description: `Dollars: coins / ${WITHDRAWAL_COINS_PER_DOLLAR}.`,
  }),
  payment_system: oneOf(PAYMENT_SYSTEMS),
  worker_email: Type.String(),
  worker_name: Type.String(),
  withdrawal_date: Type.String({ description: 'ISO timestamp of the request.' }),
  status: oneOf(WITHDRAWAL_STATUSES),
  account_number: Type.Optional(Type.String()),
  coin_sources: Type.Optional(
    Type.Object(
      {
        earned: Type.Integer({ description: 'Paid for approved work.' }),
        signUpGrant: Type.Integer({ description: 'The sign-up grant.' }),
        purchased: Type.Integer({ description: 'Bought with verified payments.' }),
        other: Type.Integer({ description: 'Anything else, e.g. refunds of their own tasks.' }),
      },
      {
        description:
          "An admin's list only: every coin that reached the worker's balance, by source (from the ledger).",
      },
    ),
  ),
});

const fromTheCaller = ignoredBecause('taken from your record.');

const CreateWithdrawalBody = Type.Object(
  {
    withdrawal_coin: Type.Integer({
      minimum: 1,
      maximum: MAX_COIN_COLUMN,
      description: `At least ${MIN_WITHDRAWAL_COINS}, at most your available coins.`,
    }),
    withdrawal_amount: Type.Optional(
      Type.Number({
        minimum: 0,
        description: `Checked when sent: it must equal withdrawal_coin / ${WITHDRAWAL_COINS_PER_DOLLAR} (to the cent).`,
      }),
    ),
    payment_system: oneOf(PAYMENT_SYSTEMS),
    account_number: Type.Optional(text(TEXT_LIMITS.accountNumber)),
    worker_email: Type.Optional(Type.String({ ...Email, ...fromTheCaller })),
    worker_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheCaller })),
    withdrawal_date: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
    status: Type.Optional(
      Type.String({ maxLength: 16, ...ignoredBecause('a new request is pending.') }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The coins leave your balance into a hold until an admin pays the request.',
  },
);

const ApproveBody = Type.Object(
  {
    status: Type.Literal('success'),
    worker_email: Type.Optional(Type.String({ ...Email, ...ignoredBecause('the stored one.') })),
    withdrawal_coin: Type.Optional(
      Type.Integer({ minimum: 0, ...ignoredBecause('the stored figure is paid.') }),
    ),
  },
  { additionalProperties: false },
);

const WithdrawalsQuery = Type.Object(
  { status: Type.Optional(oneOf(WITHDRAWAL_STATUSES)), ...PageFields },
  {
    description: `${PAGE_DESCRIPTION} An admin's (everyone's): at most the first ${MAX_PAGE_SIZE} without page and limit.`,
  },
);

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
        body: CreateWithdrawalBody,
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
        querystring: WithdrawalsQuery,
        response: { 200: Type.Array(WithdrawalSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<WithdrawalRequest[]> => {
      const caller = callerOf(request);
      return listed(
        reply,
        await listWithdrawals(
          db,
          {
            status: request.query.status,
            ...(caller.role === 'admin' ? { withCoinSources: true } : { workerId: caller.id }),
          },
          caller.role === 'admin' ? boundedWindowOf(request.query) : windowOf(request.query),
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
        params: IdParams,
        body: ApproveBody,
        response: { 200: WithdrawalSchema, ...errorResponses },
      },
    },
    (request): Promise<WithdrawalRequest> =>
      approveWithdrawal(db, callerOf(request), request.params.id),
  );
};
