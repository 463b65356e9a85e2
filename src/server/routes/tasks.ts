/** Tasks: the landing page's featured tasks, the worker's task list, and the buyer's tasks. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { TASKS_PAGE_SIZE } from '@contract/constants';
import {
  IdParamsSchema,
  type InsertedId,
  InsertedIdSchema,
  PlatformPagedQuerySchema,
} from '@contract/schemas/common';
import {
  CreateTaskBodySchema,
  ManageTasksQuerySchema,
  MyTasksQuerySchema,
  type OpenTasksQuery,
  OpenTasksQuerySchema,
  type PublicTask,
  PublicTaskListSchema,
  type Task,
  type TaskDeleteResult,
  TaskDeleteResultSchema,
  TaskListSchema,
  TaskSchema,
  type TasksPage,
  TasksPageSchema,
  UpdateTaskBodySchema,
} from '@contract/schemas/tasks';
import { ANY_ROLE, assertOwnEmail, callerOf } from '../auth/access';
import { boundedWindowOf, windowOf } from '../services/paging';
import { withBuyerReputations } from '../services/reputation';
import { resolvedSort } from '../services/tableQueries';
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
import { errorResponses, imageUrlOf, listed, signedIn } from './schemas';

/**
 * The task list page a query asks for, in one spelling: the fields the list knows and nothing
 * else (a parameter it does not know changes nothing, so it must not make another page to
 * remember), the defaults filled in and the search trimmed.
 */
function openTasksPageOf(query: OpenTasksQuery) {
  const { sort, order } = resolvedSort('openTasks', query);
  return {
    page: query.page ?? 1,
    limit: query.limit ?? TASKS_PAGE_SIZE,
    filter: { sort, order, q: query.q?.trim() || undefined, min_approval: query.min_approval },
  };
}

export const taskRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database, live },
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
        response: { 200: PublicTaskListSchema, ...errorResponses },
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
        querystring: OpenTasksQuerySchema,
        response: { 200: TasksPageSchema, ...errorResponses },
      },
    },
    (request): Promise<TasksPage> => {
      const { page, limit, filter } = openTasksPageOf(request.query);
      // The same for every caller: remembered until the list changes (live/taskListCache.ts),
      // one entry per page, however its query was spelled.
      return live.taskList.read(JSON.stringify([page, limit, filter]), async () => {
        const listing = await listOpenTasks(db, windowOf({ page, limit }), filter);
        return {
          tasks: await withBuyerReputations(db, listing.items),
          totalTasks: listing.total,
        };
      });
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
        params: IdParamsSchema,
        response: { 200: TaskSchema, ...errorResponses },
      },
    },
    async (request): Promise<Task> => {
      const task = await getTask(db, request.params.id);
      const [withReputation = task] = await withBuyerReputations(db, [task]);
      return withReputation;
    },
  );

  app.post(
    '/tasks',
    {
      config: { access: ['buyer'] },
      schema: {
        tags: ['tasks'],
        summary: 'Post a task; its cost is held from your coins',
        ...signedIn,
        body: CreateTaskBodySchema,
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
        params: IdParamsSchema,
        body: UpdateTaskBodySchema,
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
          'Open slots and every submission that still holds coins (pending, changes requested, rejected within its appeal window, appealed) are refunded to the buyer; those submissions are cancelled and their workers notified. Settled submissions stay. 409 for a buyer while a rejection can still be appealed or an appeal is open; an admin may.',
        ...signedIn,
        params: IdParamsSchema,
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
        querystring: ManageTasksQuerySchema,
        response: { 200: TaskListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      const { page, limit, ...table } = request.query;
      return listed(reply, await listAllTasks(db, boundedWindowOf({ page, limit }), table));
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
        querystring: MyTasksQuerySchema,
        response: { 200: TaskListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      const caller = callerOf(request);
      assertOwnEmail(caller, request.query.email);
      const { email: _own, page, limit, ...table } = request.query;
      return listed(reply, await listBuyerTasks(db, caller.id, windowOf({ page, limit }), table));
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
        querystring: PlatformPagedQuerySchema,
        response: { 200: TaskListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<Task[]> => {
      return listed(reply, await listOpenTasks(db, boundedWindowOf(request.query)));
    },
  );
};
