/**
 * Tasks (docs/product.md#server-calls): the worker's paged list, details, the buyer's and the
 * admin's lists.
 */
import type { CountedList } from '@contract/api';
import type { InsertedId, PageQuery } from '@contract/schemas/common';
import type {
  CreateTaskBody,
  Task,
  TaskDeleteResult,
  TasksPage,
  UpdateTaskBody,
} from '@contract/schemas/tasks';
import { TASKS_PAGE_SIZE } from '@contract/constants';
import type { TableQuery } from '@contract/tables';
import { api } from '@app/store/api';
import { countedList } from '@app/store/countedList';
import { itemTags, listTag, listTags } from '@app/store/tags';

export interface TasksPageQuery extends TableQuery<'openTasks'> {
  /** From 1. */
  page: number;
  limit?: number;
  /** The buyer's approval rate, at least this many percent (MIN_APPROVAL_CHOICES). */
  min_approval?: number;
}

export interface TaskChanges extends UpdateTaskBody {
  id: string;
}

export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Tasks open to workers, one page at a time. */
    getTasksPage: build.query<TasksPage, TasksPageQuery>({
      query: ({ page, limit = TASKS_PAGE_SIZE, ...table }) => ({
        url: '/tasks',
        params: { page, limit, ...table },
      }),
      providesTags: (result) => [listTag('AvailableTasks'), ...itemTags('Task', result?.tasks)],
    }),
    getTaskDetails: build.query<Task, string>({
      query: (id) => `/tasks/details/${encodeURIComponent(id)}`,
      providesTags: (_task, _error, id) => [{ type: 'Task', id }],
    }),
    /** The buyer's own tasks: all of them by e-mail, or sorted and filtered as the table asks. */
    getMyTasks: build.query<Task[], string | ({ email: string } & TableQuery<'myTasks'>)>({
      query: (asked) => ({
        url: '/my-tasks',
        params: typeof asked === 'string' ? { email: asked } : asked,
      }),
      providesTags: (tasks) => [listTag('MyTasks'), ...itemTags('Task', tasks)],
    }),
    /** Every task, for the admin; one page of it when asked, with the total. */
    getManageTasks: build.query<
      CountedList<Task>,
      (PageQuery & TableQuery<'manageTasks'>) | undefined
    >({
      query: (page) => ({ url: '/manage-tasks', params: page }),
      transformResponse: (tasks: Task[], meta) => countedList(tasks, meta),
      providesTags: (list) => listTags('Task', list?.items),
    }),
    /** Tasks with open slots, with their total (the worker's home counts them). */
    getAvailableTasks: build.query<CountedList<Task>, PageQuery | undefined>({
      query: (page) => ({ url: '/available-tasks', params: page }),
      transformResponse: (tasks: Task[], meta) => countedList(tasks, meta),
      providesTags: (list) => [listTag('AvailableTasks'), ...itemTags('Task', list?.items)],
    }),
    /** Posting a task moves the buyer's coins into its escrow. */
    addTask: build.mutation<InsertedId, CreateTaskBody>({
      query: (body) => ({ url: '/tasks', method: 'POST', body }),
      invalidatesTags: [
        listTag('MyTasks'),
        listTag('Task'),
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'User',
        'Balance',
        'Insight',
        'AdminSummary',
      ],
    }),
    updateTask: build.mutation<Task, TaskChanges>({
      query: ({ id, ...changes }) => ({
        url: `/tasks/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes satisfies UpdateTaskBody,
      }),
      // Its title shows on the landing page's featured tasks too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Task', id },
        listTag('MyTasks'),
        'FeaturedTasks',
      ],
    }),
    /**
     * Deleting refunds the open slots and cancels the submissions that hold coins (an admin's
     * deletion, open appeals included); the admin's Manage Users shows the buyer's refund.
     */
    deleteTask: build.mutation<TaskDeleteResult, string>({
      query: (id) => ({ url: `/tasks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Task', id },
        listTag('MyTasks'),
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'User',
        'Balance',
        'Insight',
        listTag('Submission'),
        listTag('Appeal'),
        'AdminSummary',
        listTag('Users'),
      ],
    }),
  }),
});

export const {
  useGetTasksPageQuery,
  useGetTaskDetailsQuery,
  useGetMyTasksQuery,
  useGetManageTasksQuery,
  useGetAvailableTasksQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
} = tasksApi;
