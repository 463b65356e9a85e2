/** Submissions (docs/product.md#server-calls): the worker's work and the buyer's review of it. */
import type { CountedList } from '@contract/api';
import type { EmailPageQuery, InsertedId } from '@contract/schemas/common';
import type {
  CreateSubmissionBody,
  ReviewSubmissionBody,
  Submission,
  SubmissionsQuery,
} from '@contract/schemas/submissions';
import type { ReviewAction } from '@contract/entities';
import { api } from '@app/store/api';
import { countedList } from '@app/store/countedList';
import { listTag, listTags } from '@app/store/tags';

export interface SubmissionReview {
  id: string;
  action: ReviewAction;
}

export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Submissions by or to `email` (the worker's and the buyer's views). */
    getSubmissions: build.query<Submission[], Pick<SubmissionsQuery, 'email' | 'status'>>({
      query: ({ email, status }) => ({ url: '/submissions', params: { email, status } }),
      providesTags: (submissions) => listTags('Submission', submissions),
    }),
    /** The worker's own submissions, one page at a time when `page` is given. */
    getMySubmissions: build.query<CountedList<Submission>, EmailPageQuery>({
      query: ({ email, page, limit }) => ({
        url: '/my-submissions',
        params: { email, page, limit },
      }),
      transformResponse: (submissions: Submission[], meta) => countedList(submissions, meta),
      providesTags: (list) => listTags('Submission', list?.items),
    }),
    /** Takes one open slot of the task. */
    createSubmission: build.mutation<InsertedId, CreateSubmissionBody>({
      query: (body) => ({ url: '/submissions', method: 'POST', body }),
      invalidatesTags: (_result, _error, { task_id }) => [
        listTag('Submission'),
        { type: 'Task', id: task_id },
        listTag('AvailableTasks'),
      ],
    }),
    /** Approving pays the worker; rejecting returns the slot. The worker is notified. */
    reviewSubmission: build.mutation<Submission, SubmissionReview>({
      query: ({ id, action }) => ({
        url: `/submissions/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { action } satisfies ReviewSubmissionBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Submission', id },
        listTag('Submission'),
        'Notification',
        'Earning',
        'User',
        // A decision moves the task's slots and escrow: the buyer's task figures and lists.
        listTag('MyTasks'),
        listTag('Task'),
        listTag('AvailableTasks'),
        'FeaturedTasks',
        'AdminSummary',
      ],
    }),
  }),
});

export const {
  useGetSubmissionsQuery,
  useGetMySubmissionsQuery,
  useCreateSubmissionMutation,
  useReviewSubmissionMutation,
} = submissionsApi;
