/** Where a person's coins are: available, in escrow and held (docs/money.md#where-coins-can-be). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { type Balance, BalanceSchema } from '@contract/schemas/balances';
import { EmailQuerySchema } from '@contract/schemas/common';
import { ANY_ROLE, callerOf, personNamed } from '../auth/access';
import { balanceOf } from '../services/balances';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

export const balanceRoutes: FastifyPluginAsync<RouteDependencies> = async (base, { database }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/balance',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['users'],
        summary: "Where a person's coins are: available, in escrow and held, by role",
        description:
          'Your own; an admin may name anyone. A worker: available, waiting for review, held for withdrawal and earned in total. A buyer: available and in escrow for open tasks and for submissions. An admin: available.',
        ...signedIn,
        querystring: EmailQuerySchema,
        response: { 200: BalanceSchema, ...errorResponses },
      },
    },
    async (request): Promise<Balance> => {
      return balanceOf(db, await personNamed(db, callerOf(request), request.query.email));
    },
  );
};
