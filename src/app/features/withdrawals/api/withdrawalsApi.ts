/** Withdrawal requests (spec §7): the worker asks, the admin pays out. */
import type {
  ApproveWithdrawalBody,
  CreateWithdrawalBody,
  InsertedId,
} from '../../../../contract/api';
import type { WithdrawalRequest } from '../../../../contract/entities';
import { api } from '../../../store/api';
import { listTag, listTags } from '../../../store/tags';

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
      invalidatesTags: [listTag('Withdrawal'), 'User'],
    }),
    getWithdrawals: build.query<WithdrawalRequest[], undefined>({
      query: () => '/withdrawal-requests',
      providesTags: (withdrawals) => listTags('Withdrawal', withdrawals),
    }),
    approveWithdrawal: build.mutation<unknown, WithdrawalApproval>({
      query: ({ id, worker_email, withdrawal_coin }) => ({
        url: `/withdrawal-requests/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status: 'success', worker_email, withdrawal_coin } satisfies ApproveWithdrawalBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Withdrawal', id }],
    }),
  }),
});

export const { useCreateWithdrawalMutation, useGetWithdrawalsQuery, useApproveWithdrawalMutation } =
  withdrawalsApi;
