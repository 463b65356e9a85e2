/** Submissions (docs/product.md#server-calls): the worker's work and the buyer's review of it. */
import type { CountedList } from '@contract/api';
import type { EmailPageQuery, InsertedId, PageQuery } from '@contract/schemas/common';
import type {
  AnswerAppealBody,
  AppealBody,
  CreateSubmissionBody,
  ResubmitBody,
  ReviewSubmissionBody,
  Submission,
  SubmissionsQuery,
} from '@contract/schemas/submissions';
import type { TableQuery } from '@contract/tables';
import { api } from '@app/store/api';
import { countedList } from '@app/store/countedList';
import { itemTags, listTag, listTags } from '@app/store/tags';

/** The submission and the decision; a rejection carries its reason and comment. */
export type SubmissionReview = { id: string } & ReviewSubmissionBody;

/**
 * A buyer's newest open appeals and, in the answer's total, how many wait for them: the notices
 * at the top of Buyer Home's Appeals section and the count on the sidebar's Home link ask alike.
 */
export const NEWEST_APPEALS = {
  page: 1,
  limit: 3,
  sort: 'appealed',
  order: 'desc',
} as const satisfies PageQuery & TableQuery<'appeals'>;

export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Submissions by or to `email` (the worker's and the buyer's views). */
    getSubmissions: build.query<Submission[], Pick<SubmissionsQuery, 'email' | 'status'>>({
      query: ({ email, status }) => ({ url: '/submissions', params: { email, status } }),
      providesTags: (submissions) => listTags('Submission', submissions),
    }),
    /** The worker's own submissions, one page at a time when `page` is given. */
    getMySubmissions: build.query<
      CountedList<Submission>,
      EmailPageQuery & TableQuery<'mySubmissions'>
    >({
      query: ({ email, page, limit, sort, order, q, status }) => ({
        url: '/my-submissions',
        params: { email, page, limit, sort, order, q, status },
      }),
      transformResponse: (submissions: Submission[], meta) => countedList(submissions, meta),
      providesTags: (list) => listTags('Submission', list?.items),
    }),
    /**
     * Takes one open slot of the task: its pay waits for review in the worker's balance, and the
     * task may leave the lists of open tasks.
     */
    createSubmission: build.mutation<InsertedId, CreateSubmissionBody>({
      query: (body) => ({ url: '/submissions', method: 'POST', body }),
      invalidatesTags: (_result, _error, { task_id }) => [
        listTag('Submission'),
        { type: 'Task', id: task_id },
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'Balance',
      ],
    }),
    /**
     * Approving pays the worker; rejecting, with a reason and a comment, holds the coins while the
     * worker may appeal (docs/money.md#the-rules); asking for changes waits for new details. The
     * worker is notified.
     */
    reviewSubmission: build.mutation<Submission, SubmissionReview>({
      query: ({ id, ...body }) => ({
        url: `/submissions/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: body satisfies ReviewSubmissionBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Submission', id },
        listTag('Submission'),
        'Notification',
        'Earning',
        'User',
        'Balance',
        'Insight',
        // A decision moves the task's escrow (and its slot, once a rejection stands) and the
        // buyer's reputation on the task lists: the buyer's task figures and lists.
        listTag('MyTasks'),
        listTag('Task'),
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'AdminSummary',
        // The worker's reputation beside their name in the buyer's open appeals.
        listTag('Appeal'),
      ],
    }),
    /** Open appeals: of work for the buyer's tasks, or (for an admin) everyone's. */
    getAppeals: build.query<CountedList<Submission>, PageQuery & TableQuery<'appeals'>>({
      query: ({ page, limit, sort, order, q }) => ({
        url: '/appeals',
        params: { page, limit, sort, order, q },
      }),
      transformResponse: (submissions: Submission[], meta) => countedList(submissions, meta),
      // A new submission is no appeal: the list follows appeals, and its rows' own changes.
      providesTags: (list) => [listTag('Appeal'), ...itemTags('Submission', list?.items)],
    }),
    /** The worker's new details after the buyer asked for changes. */
    resubmitWork: build.mutation<Submission, { id: string } & ResubmitBody>({
      query: ({ id, ...body }) => ({
        url: `/submissions/${encodeURIComponent(id)}/resubmit`,
        method: 'POST',
        body: body satisfies ResubmitBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Submission', id },
        listTag('Submission'),
      ],
    }),
    /**
     * The worker's appeal of a rejection: the buyer is told and must answer in time. The held pay
     * waits for review in the worker's balance again, and the buyer has received one appeal more
     * (their reputation on the task's card and details).
     */
    appealRejection: build.mutation<Submission, { id: string } & AppealBody>({
      query: ({ id, ...body }) => ({
        url: `/submissions/${encodeURIComponent(id)}/appeal`,
        method: 'POST',
        body: body satisfies AppealBody,
      }),
      invalidatesTags: (result, _error, { id }) => [
        { type: 'Submission', id },
        listTag('Submission'),
        listTag('Appeal'),
        'Balance',
        ...(result ? [{ type: 'Task' as const, id: result.task_id }] : []),
        listTag('AvailableTasks'),
      ],
    }),
    /** The buyer's (or an admin's) answer: pay the worker, or uphold with a comment. */
    answerAppeal: build.mutation<Submission, { id: string } & AnswerAppealBody>({
      query: ({ id, ...body }) => ({
        url: `/submissions/${encodeURIComponent(id)}/appeal-answer`,
        method: 'POST',
        body: body satisfies AnswerAppealBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Submission', id },
        listTag('Submission'),
        listTag('Appeal'),
        'Notification',
        'Earning',
        'User',
        'Balance',
        'Insight',
        listTag('MyTasks'),
        listTag('Task'),
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'AdminSummary',
        // An admin's answer: the worker's coins in Manage Users.
        listTag('Users'),
      ],
    }),
  }),
});

export const {
  useGetSubmissionsQuery,
  useGetMySubmissionsQuery,
  useCreateSubmissionMutation,
  useReviewSubmissionMutation,
  useGetAppealsQuery,
  useResubmitWorkMutation,
  useAppealRejectionMutation,
  useAnswerAppealMutation,
} = submissionsApi;
