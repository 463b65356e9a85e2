/** Withdrawal requests (docs/product.md#server-calls): the worker asks, the admin pays out. */
import type { CountedList } from '@contract/api';
import type { InsertedId } from '@contract/schemas/common';
import type {
  ApproveWithdrawalBody,
  CreateWithdrawalBody,
  WithdrawalRequest,
  WithdrawalsQuery,
} from '@contract/schemas/withdrawals';
import type { TableQuery } from '@contract/tables';
import { api } from '@app/store/api';
import { countedList } from '@app/store/countedList';
import { listTag, listTags } from '@app/store/tags';

export interface WithdrawalApproval {
  id: string;
  worker_email: string;
  withdrawal_coin: number;
}

export const withdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coins leave the worker's balance into a hold at once. */
    createWithdrawal: build.mutation<InsertedId, CreateWithdrawalBody>({
      query: (body) => ({ url: '/withdrawal-requests', method: 'POST', body }),
      invalidatesTags: [listTag('Withdrawal'), 'User', 'Balance'],
    }),
    /** All requests for an admin, a worker's own for a worker; optionally by status and paged. */
    getWithdrawals: build.query<
      CountedList<WithdrawalRequest>,
      (WithdrawalsQuery & TableQuery<'withdrawals'>) | undefined
    >({
      query: (filter) => ({ url: '/withdrawal-requests', params: filter }),
      transformResponse: (withdrawals: WithdrawalRequest[], meta) => countedList(withdrawals, meta),
      providesTags: (list) => listTags('Withdrawal', list?.items),
    }),
    approveWithdrawal: build.mutation<WithdrawalRequest, WithdrawalApproval>({
      query: ({ id, worker_email, withdrawal_coin }) => ({
        url: `/withdrawal-requests/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status: 'success', worker_email, withdrawal_coin } satisfies ApproveWithdrawalBody,
      }),
      // Paying out ends a hold: the platform's holds and daily volume change.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Withdrawal', id },
        'AdminSummary',
        'Balance',
        'Insight',
      ],
    }),
  }),
});

export const { useCreateWithdrawalMutation, useGetWithdrawalsQuery, useApproveWithdrawalMutation } =
  withdrawalsApi;
