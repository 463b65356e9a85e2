/** A worker's earnings: what each approved submission paid. */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import type { Earning } from '@contract/entities';
import { assertOwnEmail, callerOf } from '../auth/access';
import { notFound } from '../errors';
import { listEarnings } from '../services/earnings';
import { windowOf } from '../services/paging';
import { findUserByEmail } from '../services/users';
import type { RouteDependencies } from './index';
import {
  EmailQuery,
  errorResponses,
  Id,
  PAGE_DESCRIPTION,
  PageFields,
  signedIn,
  listed,
} from './schemas';

const EarningSchema = Type.Object({
  _id: Id,
  amount: Type.Integer({ description: 'Coins paid.' }),
  task_title: Type.String(),
  buyer_email: Type.String(),
  date: Type.String({ description: 'ISO timestamp of the approval.' }),
});

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
        querystring: Type.Composite([EmailQuery, Type.Object(PageFields)]),
        response: { 200: Type.Array(EarningSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Earning[]> => {
      const caller = callerOf(request);
      const { email } = request.query;
      assertOwnEmail(caller, email);
      const worker =
        email.toLowerCase() === caller.email ? caller : await findUserByEmail(db, email);
      if (!worker) throw notFound('The user');
      return listed(reply, await listEarnings(db, worker.id, windowOf(request.query)));
    },
  );
};
