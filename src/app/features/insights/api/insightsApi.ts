/**
 * How coins moved per day (docs/money.md#the-ledger-invariant): the home screens' chart figures.
 * The mutations that move coins invalidate 'Insight'.
 */
import type { EarningsInsight, PlatformInsight, SpendingInsight } from '@contract/schemas/insights';
import { api } from '@app/store/api';

export interface PersonDays {
  email: string;
  days?: number;
}

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarningsInsight: build.query<EarningsInsight, PersonDays>({
      query: ({ email, days }) => ({ url: '/insights/earnings', params: { email, days } }),
      providesTags: ['Insight'],
    }),
    getSpendingInsight: build.query<SpendingInsight, PersonDays>({
      query: ({ email, days }) => ({ url: '/insights/spending', params: { email, days } }),
      providesTags: ['Insight'],
    }),
    getPlatformInsight: build.query<PlatformInsight, { days?: number }>({
      query: ({ days }) => ({ url: '/insights/platform', params: { days } }),
      providesTags: ['Insight'],
    }),
  }),
});

export const {
  useGetEarningsInsightQuery,
  useGetSpendingInsightQuery,
  useGetPlatformInsightQuery,
} = insightsApi;
