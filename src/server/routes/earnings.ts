/** A worker's earnings: what each approved submission paid. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { EmailPageQuerySchema, PAGE_DESCRIPTION } from '@contract/schemas/common';
import { type Earning, EarningListSchema } from '@contract/schemas/earnings';
import { callerOf, personNamed } from '../auth/access';
import { listEarnings } from '../services/earnings';
import { windowOf } from '../services/paging';
import type { RouteDependencies } from './index';
import { errorResponses, listed, signedIn } from './schemas';

export const earningRoutes: FastifyPluginAsync<RouteDependencies> = async (base, { database }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/earnings',
    {
      config: { access: ['worker', 'admin'] },
      schema: {
        tags: ['earnings'],
        summary: "A worker's approved submissions and what each paid, newest first",
        description: `Your own; an admin may name any worker. ${PAGE_DESCRIPTION}`,
        ...signedIn,
        querystring: EmailPageQuerySchema,
        response: { 200: EarningListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Earning[]> => {
      const worker = await personNamed(db, callerOf(request), request.query.email);
      return listed(reply, await listEarnings(db, worker.id, windowOf(request.query)));
    },
  );
};
