/**
 * The dashboard frame's data: the user record it waits for and, for a buyer, the newest appeals
 * their sidebar's Home link counts.
 */
import { NEWEST_APPEALS, submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { usersApi } from '@app/features/users/api/usersApi';
import { type ScreenData, UNSUBSCRIBED } from '@app/routes/screenLoader';

export const screenData: ScreenData = ({ dispatch, person }) => {
  dispatch(usersApi.endpoints.getUserByEmail.initiate(person.email, UNSUBSCRIBED));
  if (person.role === 'buyer') {
    dispatch(submissionsApi.endpoints.getAppeals.initiate(NEWEST_APPEALS, UNSUBSCRIBED));
  }
};
