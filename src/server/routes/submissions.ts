/** Submissions: workers send work for a task; the task's buyer approves or rejects it. */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import type { InsertedId } from '@contract/api';
import { MAX_PAYABLE_AMOUNT, TEXT_LIMITS } from '@contract/constants';
import { REVIEW_ACTIONS, SUBMISSION_STATUSES, type Submission } from '@contract/entities';
import { ANY_ROLE, assertOwnEmail, callerOf } from '../auth/access';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { windowOf } from '../services/paging';
import type { UserRow } from '../services/rows';
import {
  listSubmissions,
  reviewSubmission,
  type SubmissionFilter,
  submitWork,
} from '../services/submissions';
import { findUserByEmail } from '../services/users';
import type { RouteDependencies } from './index';
import {
  Email,
  EmailQuery,
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

const SubmissionSchema = Type.Object({
  _id: Id,
  task_id: Id,
  task_title: Type.String(),
  payable_amount: Type.Integer(),
  current_date: Type.String({ description: 'ISO timestamp of the submission.' }),
  worker_email: Type.String(),
  worker_name: Type.String(),
  buyer_name: Type.String(),
  buyer_email: Type.String(),
  submission_details: Type.String(),
  status: oneOf(SUBMISSION_STATUSES),
});

const fromTheTask = ignoredBecause('taken from the task.');
const fromTheCaller = ignoredBecause('taken from your record.');

const CreateSubmissionBody = Type.Object(
  {
    task_id: Id,
    submission_details: text(TEXT_LIMITS.submissionDetails),
    task_title: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.title, ...fromTheTask })),
    payable_amount: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_PAYABLE_AMOUNT, ...fromTheTask }),
    ),
    buyer_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheTask })),
    buyer_email: Type.Optional(Type.String({ ...Email, ...fromTheTask })),
    worker_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheCaller })),
    worker_email: Type.Optional(Type.String({ ...Email, ...fromTheCaller })),
    current_date: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
    status: Type.Optional(
      Type.String({ maxLength: 16, ...ignoredBecause('a new submission is pending.') }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Takes one open slot of the task; one submission per worker and task.',
  },
);

const ReviewBody = Type.Object(
  { action: oneOf(REVIEW_ACTIONS, 'approved pays the worker; reject returns the slot.') },
  { additionalProperties: false },
);

const SubmissionsQuery = Type.Composite([
  EmailQuery,
  Type.Object({ status: Type.Optional(oneOf(SUBMISSION_STATUSES)), ...PageFields }),
]);

/**
 * Whose submissions an e-mail names: a worker's own, a buyer's tasks' ones, or (for an
 * admin) those of the person with that address.
 */
async function filterFor(db: Database, caller: UserRow, email: string): Promise<SubmissionFilter> {
  assertOwnEmail(caller, email);
  const person = email.toLowerCase() === caller.email ? caller : await findUserByEmail(db, email);
  if (!person) throw notFound('The user');
  return person.role === 'buyer' ? { buyerId: person.id } : { workerId: person.id };
}

export const submissionRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { database },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/submissions',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['submissions'],
        summary: "A worker's own submissions, or those to a buyer's tasks; newest first",
        description: `Optional status filter (e.g. pending). ${PAGE_DESCRIPTION}`,
        ...signedIn,
        querystring: SubmissionsQuery,
        response: { 200: Type.Array(SubmissionSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Submission[]> => {
      const { email, status } = request.query;
      const filter = await filterFor(db, callerOf(request), email);
      return listed(
        reply,
        await listSubmissions(db, { ...filter, status }, windowOf(request.query)),
      );
    },
  );

  app.get(
    '/my-submissions',
    {
      config: { access: ['worker'] },
      schema: {
        tags: ['submissions'],
        summary: 'Your submissions, newest first',
        description: PAGE_DESCRIPTION,
        ...signedIn,
        querystring: Type.Composite([EmailQuery, Type.Object(PageFields)]),
        response: { 200: Type.Array(SubmissionSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Submission[]> => {
      const caller = callerOf(request);
      assertOwnEmail(caller, request.query.email);
      return listed(
        reply,
        await listSubmissions(db, { workerId: caller.id }, windowOf(request.query)),
      );
    },
  );

  app.post(
    '/submissions',
    {
      config: { access: ['worker'] },
      schema: {
        tags: ['submissions'],
        summary: 'Submit work for a task',
        ...signedIn,
        body: CreateSubmissionBody,
        response: { 201: InsertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<InsertedId> => {
      const { task_id, submission_details } = request.body;
      const submission = await submitWork(db, callerOf(request), { task_id, submission_details });
      reply.code(201);
      return { insertedId: submission._id };
    },
  );

  app.patch(
    '/submissions/:id',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['submissions'],
        summary: 'Approve or reject a pending submission to your task (once)',
        description:
          'approved: the worker is paid the payable amount. reject: the slot returns to the task. The worker is notified either way.',
        ...signedIn,
        params: IdParams,
        body: ReviewBody,
        response: { 200: SubmissionSchema, ...errorResponses },
      },
    },
    (request): Promise<Submission> =>
      reviewSubmission(db, callerOf(request), request.params.id, request.body.action),
  );
};
