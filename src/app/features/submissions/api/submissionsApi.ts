/** Submissions (spec §7): the worker's work and the buyer's review of it. */
import type {
  CreateSubmissionBody,
  InsertedId,
  ReviewSubmissionBody,
} from '../../../../contract/api';
import type { ReviewAction, Submission, SubmissionStatus } from '../../../../contract/entities';
import { api } from '../../../store/api';
import { listTag, listTags } from '../../../store/tags';

export interface SubmissionsQuery {
  email: string;
  status?: SubmissionStatus;
}

export interface SubmissionReview {
  id: string;
  action: ReviewAction;
}

export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Submissions by or to `email` (the worker's and the buyer's views). */
    getSubmissions: build.query<Submission[], SubmissionsQuery>({
      query: ({ email, status }) => ({ url: '/submissions', params: { email, status } }),
      providesTags: (submissions) => listTags('Submission', submissions),
    }),
    getMySubmissions: build.query<Submission[], string>({
      query: (email) => ({ url: '/my-submissions', params: { email } }),
      providesTags: (submissions) => listTags('Submission', submissions),
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
    reviewSubmission: build.mutation<unknown, SubmissionReview>({
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
