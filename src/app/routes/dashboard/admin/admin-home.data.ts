/** PlatformFigures and WithdrawalRequestsTable. */
import { tablePageOf } from '@app/components/table/tablePage';
import { usersApi } from '@app/features/users/api/usersApi';
import { withdrawalsApi } from '@app/features/withdrawals/api/withdrawalsApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, search }) => {
  dispatch(usersApi.endpoints.getAdminSummary.initiate(undefined, UNSUBSCRIBED));
  dispatch(
    withdrawalsApi.endpoints.getWithdrawals.initiate(
      { ...tablePageOf(search), ...tableQueryOf('withdrawals', search) },
      UNSUBSCRIBED,
    ),
  );
};
