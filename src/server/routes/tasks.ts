/** Tasks: the landing page's featured tasks, the worker's task list, and the buyer's tasks. */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import type { InsertedId, TaskDeleteResult, TasksPage } from '@contract/api';
import {
  MAX_PAYABLE_AMOUNT,
  MAX_REQUIRED_WORKERS,
  TASKS_PAGE_SIZE,
  TEXT_LIMITS,
} from '@contract/constants';
import type { PublicTask, Task } from '@contract/entities';
import { ALERTS } from '@contract/messages';
import { ANY_ROLE, assertOwnEmail, callerOf } from '../auth/access';
import { boundedWindowOf, windowOf } from '../services/paging';
import {
  deleteTask,
  featuredTasks,
  getTask,
  listAllTasks,
  listBuyerTasks,
  listOpenTasks,
  postTask,
  updateTask,
} from '../services/tasks';
import type { RouteDependencies } from './index';
import {
  Email,
  EmailQuery,
  errorResponses,
  Id,
  IdParams,
  ignoredBecause,
  ImageUrl,
  imageUrlOf,
  InsertedIdSchema,
  PAGE_DESCRIPTION,
  PLATFORM_PAGE_DESCRIPTION,
  PageFields,
  signedIn,
  text,
  listed,
} from './schemas';

export const TaskSchema = Type.Object({
  _id: Id,
  task_title: Type.String(),
  task_detail: Type.String(),
  required_workers: Type.Integer({ description: 'Open slots: workers still needed.' }),
  payable_amount: Type.Integer({ description: 'Coins paid per approved submission.' }),
  completion_date: Type.String({ format: 'date' }),
  submission_info: Type.String(),
  task_image_url: Type.String(),
  buyer_email: Type.String(),
  buyer_name: Type.String(),
});

/** Public answers carry nobody's e-mail. */
const PublicTaskSchema = Type.Omit(TaskSchema, ['buyer_email']);

const editableFields = {
  task_title: text(TEXT_LIMITS.title),
  task_detail: text(TEXT_LIMITS.detail),
  submission_info: text(TEXT_LIMITS.submissionInfo),
};

const CreateTaskBody = Type.Object(
  {
    ...editableFields,
    required_workers: Type.Integer({ minimum: 1, maximum: MAX_REQUIRED_WORKERS }),
    payable_amount: Type.Integer({ minimum: 1, maximum: MAX_PAYABLE_AMOUNT }),
    completion_date: Type.String({
      format: 'date',
      pattern: '^[1-9]\\d{3}-',
      description: 'YYYY-MM-DD',
    }),
    task_image_url: ImageUrl,
    buyer_email: Type.Optional(
      Type.String({ ...Email, ...ignoredBecause('the buyer is the signed-in caller.') }),
    ),
    buyer_name: Type.Optional(
      Type.String({
        maxLength: TEXT_LIMITS.name,
        ...ignoredBecause('the buyer is the signed-in caller.'),
      }),
    ),
  },
  {
    additionalProperties: false,
    description: `Costs required_workers × payable_amount coins, held for the task; 409 "${ALERTS.notEnoughCoin.text}" when the balance is short.`,
  },
);

const UpdateTaskBody = Type.Object(editableFields, { additionalProperties: false });

const TasksPageSchema = Type.Object({
  tasks: Type.Array(TaskSchema),
  totalTasks: Type.Integer(),
});

const TaskDeleteResultSchema = Type.Object({
  deletedCount: Type.Integer(),
  refundedCoins: Type.Integer({
    description: 'Coins back to the buyer: open slots and cancelled submissions.',
  }),
});

const PagedQuery = Type.Object(PageFields, { description: PAGE_DESCRIPTION });
const PlatformPagedQuery = Type.Object(PageFields, { description: PLATFORM_PAGE_DESCRIPTION });

export const taskRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/featured-tasks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tasks'],
        summary: 'A few open tasks for the landing page, best paid first (no e-mails)',
        response: { 200: Type.Array(PublicTaskSchema), ...errorResponses },
      },
    },
    (): Promise<PublicTask[]> => featuredTasks(db),
  );

  app.get(
    '/tasks',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['tasks'],
        summary: 'One page of the tasks that still need workers, newest first',
        ...signedIn,
        querystring: Type.Object(PageFields),
        response: { 200: TasksPageSchema, ...errorResponses },
      },
    },
    async (request): Promise<TasksPage> => {
      const { page = 1, limit = TASKS_PAGE_SIZE } = request.query;
      const listing = await listOpenTasks(db, windowOf({ page, limit }));
      return { tasks: listing.items, totalTasks: listing.total };
    },
  );

  app.get(
    '/tasks/details/:id',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['tasks'],
        summary: 'One task',
        ...signedIn,
        params: IdParams,
        response: { 200: TaskSchema, ...errorResponses },
      },
    },
    (request): Promise<Task> => getTask(db, request.params.id),
  );

  app.post(
    '/tasks',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['tasks'],
        summary: 'Post a task; its cost is held from your coins',
        ...signedIn,
        body: CreateTaskBody,
        response: { 201: InsertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<InsertedId> => {
      const task = await postTask(db, callerOf(request), {
        ...request.body,
        task_image_url: imageUrlOf(request.body.task_image_url, 'body.task_image_url', config),
      });
      reply.code(201);
      return { insertedId: task._id };
    },
  );

  app.patch(
    '/tasks/:id',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['tasks'],
        summary: 'Edit the title, details and submission info of your task',
        ...signedIn,
        params: IdParams,
        body: UpdateTaskBody,
        response: { 200: TaskSchema, ...errorResponses },
      },
    },
    (request): Promise<Task> => updateTask(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    {
      config: { access: ['buyer', 'admin'] },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task (yours, or any as admin); its coins go back to its buyer',
        description:
          'Open slots and pending submissions are refunded to the buyer; those submissions are cancelled and their workers notified. Approved and rejected submissions stay.',
        ...signedIn,
        params: IdParams,
        response: { 200: TaskDeleteResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<TaskDeleteResult> => {
      const removal = await deleteTask(db, callerOf(request), request.params.id);
      return { deletedCount: 1, refundedCoins: removal.refundedCoins };
    },
  );

  app.get(
    '/manage-tasks',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['tasks'],
        summary: 'Every task, open or filled, newest first',
        ...signedIn,
        querystring: PlatformPagedQuery,
        response: { 200: Type.Array(TaskSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      return listed(reply, await listAllTasks(db, boundedWindowOf(request.query)));
    },
  );

  app.get(
    '/my-tasks',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['tasks'],
        summary: 'Your tasks, newest first',
        ...signedIn,
        querystring: Type.Composite([EmailQuery, PagedQuery]),
        response: { 200: Type.Array(TaskSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      const caller = callerOf(request);
      assertOwnEmail(caller, request.query.email);
      return listed(reply, await listBuyerTasks(db, caller.id, windowOf(request.query)));
    },
  );

  app.get(
    '/available-tasks',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags: ['tasks'],
        summary: 'The tasks that still need workers, newest first',
        ...signedIn,
        querystring: PlatformPagedQuery,
        response: { 200: Type.Array(TaskSchema), ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      return listed(reply, await listOpenTasks(db, boundedWindowOf(request.query)));
    },
  );
};
