/** Earnings (docs/product.md#server-calls): the worker's paid submissions. */
import type { Earning } from '@contract/schemas/earnings';
import { api } from '@app/store/api';
import { listTags } from '@app/store/tags';

export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<Earning[], string>({
      query: (email) => ({ url: '/earnings', params: { email } }),
      providesTags: (earnings) => listTags('Earning', earnings),
    }),
  }),
});

export const { useGetEarningsQuery } = earningsApi;
