/** The withdrawal machine's real effect: the request goes through the API cache. */
import { fromPromise } from 'xstate';

import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import { COMMON_COPY } from '@contract/copy/common';
import { withServerMessage } from '@app/machineKit/effects';
import type { AppDispatch } from '@app/store/store';
import { withdrawalsApi } from '../api/withdrawalsApi';

export function withdrawalActors(dispatch: AppDispatch) {
  return {
    submitWithdrawal: fromPromise<InsertedId, CreateWithdrawalBody>(({ input }) =>
      withServerMessage(
        dispatch(
          withdrawalsApi.endpoints.createWithdrawal.initiate(input, { track: false }),
        ).unwrap(),
        COMMON_COPY.requestFailed,
      ),
    ),
  };
}
