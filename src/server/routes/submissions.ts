/** Submissions: workers send work for a task; the task's buyer approves or rejects it. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import {
  IdParamsSchema,
  type InsertedId,
  InsertedIdSchema,
  PAGE_DESCRIPTION,
} from '@contract/schemas/common';
import {
  AnswerAppealBodySchema,
  AppealBodySchema,
  AppealsQuerySchema,
  CreateSubmissionBodySchema,
  ResubmitBodySchema,
  ReviewSubmissionBodySchema,
  MySubmissionsQuerySchema,
  type Submission,
  SubmissionListSchema,
  SubmissionSchema,
  SubmissionsQuerySchema,
} from '@contract/schemas/submissions';
import { ANY_ROLE, assertOwnEmail, callerOf, personNamed } from '../auth/access';
import type { Database } from '../db/client';
import { windowOf } from '../services/paging';
import { withWorkerReputations } from '../services/reputation';
import { type DeadlineSweeper, startDeadlineSweeper } from '../services/reviewDeadlines';
import type { CallerRecord } from '../services/rows';
import {
  answerAppeal,
  appealRejection,
  listAppeals,
  listSubmissions,
  resubmitWork,
  reviewSubmission,
  type SubmissionFilter,
  submitWork,
} from '../services/submissions';
import type { RouteDependencies } from './index';
import { errorResponses, listed, signedIn } from './schemas';

/**
 * Whose submissions an e-mail names: a worker's own, a buyer's tasks' ones, or (for an
 * admin) those of the person with that address.
 */
async function filterFor(
  db: Database,
  caller: CallerRecord,
  email: string,
): Promise<SubmissionFilter> {
  const person = await personNamed(db, caller, email);
  return person.role === 'buyer' ? { buyerId: person.id } : { workerId: person.id };
}

export const submissionRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  // Approves work its buyer left unreviewed past the deadline (docs/money.md).
  const { reviewSweepIntervalSeconds } = config.limits;
  let sweeper: DeadlineSweeper | undefined;
  if (reviewSweepIntervalSeconds > 0) {
    app.addHook('onReady', async () => {
      sweeper = startDeadlineSweeper(db, reviewSweepIntervalSeconds * 1000, {
        info: (result) => app.log.info(result, 'review deadlines acted on'),
        error: (error) => app.log.warn({ err: error }, 'the review deadline sweep failed'),
      });
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  }

  app.get(
    '/submissions',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['submissions'],
        summary: "A worker's own submissions, or those to a buyer's tasks; newest first",
        description: `Optional status filter (e.g. pending). ${PAGE_DESCRIPTION}`,
        ...signedIn,
        querystring: SubmissionsQuerySchema,
        response: { 200: SubmissionListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Submission[]> => {
      const { email, status } = request.query;
      const filter = await filterFor(db, callerOf(request), email);
      const found = listed(
        reply,
        await listSubmissions(db, { ...filter, status }, windowOf(request.query)),
      );
      // A buyer reviewing work sees each worker's figures (docs/product.md#reputation).
      return filter.buyerId ? withWorkerReputations(db, found) : found;
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
        querystring: MySubmissionsQuerySchema,
        response: { 200: SubmissionListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Submission[]> => {
      const caller = callerOf(request);
      const { email, page, limit, ...table } = request.query;
      assertOwnEmail(caller, email);
      return listed(
        reply,
        await listSubmissions(db, { workerId: caller.id }, windowOf({ page, limit }), table),
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
        body: CreateSubmissionBodySchema,
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
        summary: 'Approve, reject or ask for changes to a pending submission to your task (once)',
        description:
          'approved: the worker is paid the payable amount. reject, with a reason and a comment: the coins stay held while the worker may appeal (until appeal_deadline); the slot returns to the task only once the rejection stands. request_changes, with a note: the worker has until resubmit_deadline to send new details. The worker is notified each time. 409 when the submission is no longer pending, or changes were already asked for as often as they may be.',
        ...signedIn,
        params: IdParamsSchema,
        body: ReviewSubmissionBodySchema,
        response: { 200: SubmissionSchema, ...errorResponses },
      },
    },
    (request): Promise<Submission> =>
      reviewSubmission(db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/submissions/:id/resubmit',
    {
      config: { access: ['worker'] },
      schema: {
        tags: ['submissions'],
        summary: 'Send new details after the buyer asked for changes (before the deadline)',
        description:
          'The submission is pending again, with a fresh review window. 409 when changes are not requested or the resubmission deadline has passed.',
        ...signedIn,
        params: IdParamsSchema,
        body: ResubmitBodySchema,
        response: { 200: SubmissionSchema, ...errorResponses },
      },
    },
    (request): Promise<Submission> =>
      resubmitWork(db, callerOf(request), request.params.id, request.body.submission_details),
  );

  app.post(
    '/submissions/:id/appeal',
    {
      config: { access: ['worker'] },
      schema: {
        tags: ['submissions'],
        summary: 'Appeal a rejection of your work, once, while its appeal window is open',
        description:
          'The coins stay held; the buyer is told and has until appeal_answer_deadline to answer, after which the appeal is decided for you. 409 when the window has closed or the submission is not rejected.',
        ...signedIn,
        params: IdParamsSchema,
        body: AppealBodySchema,
        response: { 200: SubmissionSchema, ...errorResponses },
      },
    },
    (request): Promise<Submission> =>
      appealRejection(db, callerOf(request), request.params.id, request.body.statement),
  );

  app.post(
    '/submissions/:id/appeal-answer',
    {
      config: { access: ['buyer', 'admin'] },
      schema: {
        tags: ['submissions'],
        summary: "Answer an appeal of work for your task (an admin: anyone's)",
        description:
          'pay_worker pays the worker as an approval; uphold, with a comment, keeps the rejection and returns the slot to the task. A buyer can no longer uphold after the answer deadline.',
        ...signedIn,
        params: IdParamsSchema,
        body: AnswerAppealBodySchema,
        response: { 200: SubmissionSchema, ...errorResponses },
      },
    },
    (request): Promise<Submission> =>
      answerAppeal(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/appeals',
    {
      config: { access: ['buyer', 'admin'] },
      schema: {
        tags: ['submissions'],
        summary: "Open appeals: of work for your tasks (an admin: everyone's), most urgent first",
        description: PAGE_DESCRIPTION,
        ...signedIn,
        querystring: AppealsQuerySchema,
        response: { 200: SubmissionListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Submission[]> => {
      const caller = callerOf(request);
      const filter = caller.role === 'admin' ? {} : { buyerId: caller.id };
      const { page, limit, ...table } = request.query;
      const found = listed(reply, await listAppeals(db, filter, windowOf({ page, limit }), table));
      return withWorkerReputations(db, found);
    },
  );
};
