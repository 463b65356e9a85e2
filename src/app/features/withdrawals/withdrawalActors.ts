/** The withdrawal machine's real effect: the request goes through the API cache. */
import { fromPromise } from 'xstate';

import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import { COMMON_COPY } from '@contract/copy/common';
import { requestErrorMessage } from '@app/store/requestError';
import type { AppDispatch } from '@app/store/store';
import { withdrawalsApi } from './api/withdrawalsApi';

export function withdrawalActors(dispatch: AppDispatch) {
  return {
    submitWithdrawal: fromPromise<InsertedId, CreateWithdrawalBody>(async ({ input }) => {
      try {
        return await dispatch(
          withdrawalsApi.endpoints.createWithdrawal.initiate(input, { track: false }),
        ).unwrap();
      } catch (error) {
        throw new Error(requestErrorMessage(error, COMMON_COPY.requestFailed));
      }
    }),
  };
}
