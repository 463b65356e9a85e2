/** MySubmissionsTable. */
import { tablePageOf } from '@app/components/table/tablePage';
import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { tableQueryOf } from '@app/hooks/useTableParams';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person: { email }, search }) => {
  dispatch(
    submissionsApi.endpoints.getMySubmissions.initiate(
      { email, ...tablePageOf(search), ...tableQueryOf('mySubmissions', search) },
      UNSUBSCRIBED,
    ),
  );
};
