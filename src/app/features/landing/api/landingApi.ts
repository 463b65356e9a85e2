/**
 * The public data of the landing page (docs/product.md#server-calls: GET /top-workers, GET
 * /featured-tasks).
 */
import type { PublicTask } from '@contract/schemas/tasks';
import type { TopWorker } from '@contract/schemas/users';
import { api } from '@app/store/api';

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopWorkers: build.query<TopWorker[], undefined>({
      query: () => '/top-workers',
      providesTags: ['TopWorkers'],
    }),
    getFeaturedTasks: build.query<PublicTask[], undefined>({
      query: () => '/featured-tasks',
      providesTags: ['FeaturedTasks'],
    }),
  }),
});

export const { useGetTopWorkersQuery, useGetFeaturedTasksQuery } = landingApi;

/** What a landing section renders from its query. */
export interface LandingQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}
