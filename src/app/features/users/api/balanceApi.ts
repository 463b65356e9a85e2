/**
 * Where a person's coins are (docs/money.md#where-coins-can-be): the coin pill's breakdown and
 * the homes' balance cards. Every mutation that moves coins invalidates 'Balance'.
 */
import type { Balance } from '@contract/schemas/balances';
import { api } from '@app/store/api';

export const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Balance, string>({
      query: (email) => ({ url: '/balance', params: { email } }),
      providesTags: (_balance, _error, email) => [{ type: 'Balance', id: email }, 'Balance'],
    }),
  }),
});

export const { useGetBalanceQuery } = balanceApi;
