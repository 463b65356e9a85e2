/** The per-day figures behind the home screens' charts (services/insights.ts). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import type { Role } from '@contract/entities';
import { INSIGHT_DAYS } from '@contract/insights';
import {
  DaysQuerySchema,
  EmailDaysQuerySchema,
  type EarningsInsight,
  EarningsInsightSchema,
  type PlatformInsight,
  PlatformInsightSchema,
  type SpendingInsight,
  SpendingInsightSchema,
} from '@contract/schemas/insights';
import { type CallerRecord, callerOf, personNamed } from '../auth/access';
import { badRequest } from '../errors';
import { earningsByDay, platformByDay, spendingByDay } from '../services/insights';
import type { Database } from '../db/client';
import type { RouteDependencies } from './index';
import { errorResponses, signedIn } from './schemas';

/** The person `email` names, who must have `role`: the caller, or anyone for an admin. */
async function namedPerson(
  db: Database,
  caller: CallerRecord,
  email: string,
  role: Role,
): Promise<CallerRecord> {
  const person = await personNamed(db, caller, email);
  if (person.role !== role) throw badRequest(`email must name a ${role}.`);
  return person;
}

const RANGE = `${INSIGHT_DAYS.default} days ending today (UTC) unless days says otherwise; every day is there, zeros included, oldest first.`;

export const insightRoutes: FastifyPluginAsync<RouteDependencies> = async (base, { database }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/insights/earnings',
    {
      config: { access: ['worker', 'admin'] },
      schema: {
        tags: ['earnings'],
        summary: 'The coins a worker was paid for work, per day',
        description: `Your own; an admin may name any worker. ${RANGE}`,
        ...signedIn,
        querystring: EmailDaysQuerySchema,
        response: { 200: EarningsInsightSchema, ...errorResponses },
      },
    },
    async (request): Promise<EarningsInsight> => {
      const { email, days = INSIGHT_DAYS.default } = request.query;
      const worker = await namedPerson(db, callerOf(request), email, 'worker');
      return { days: await earningsByDay(db, worker.id, days) };
    },
  );

  app.get(
    '/insights/spending',
    {
      config: { access: ['buyer', 'admin'] },
      schema: {
        tags: ['payments'],
        summary: 'What a buyer put into tasks, got back and bought, per day',
        description: `Your own; an admin may name any buyer. ${RANGE}`,
        ...signedIn,
        querystring: EmailDaysQuerySchema,
        response: { 200: SpendingInsightSchema, ...errorResponses },
      },
    },
    async (request): Promise<SpendingInsight> => {
      const { email, days = INSIGHT_DAYS.default } = request.query;
      const buyer = await namedPerson(db, callerOf(request), email, 'buyer');
      return { days: await spendingByDay(db, buyer.id, days) };
    },
  );

  app.get(
    '/insights/platform',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: "The platform's daily volume: tasks, submissions, approvals, coins in and out",
        description: RANGE,
        ...signedIn,
        querystring: DaysQuerySchema,
        response: { 200: PlatformInsightSchema, ...errorResponses },
      },
    },
    async (request): Promise<PlatformInsight> => {
      const { days = INSIGHT_DAYS.default } = request.query;
      return { days: await platformByDay(db, days) };
    },
  );
};
