/** Which URL paths are the dashboard's (the server renders those for a signed-in person). */
import { isDashboardPath } from '@contract/dashboard';

test('dashboard paths are /dashboard and what lies below it', () => {
  expect(isDashboardPath('/dashboard')).toBe(true);
  expect(isDashboardPath('/dashboard/buyer-home')).toBe(true);
  expect(isDashboardPath('/dashboards')).toBe(false);
  expect(isDashboardPath('/login')).toBe(false);
  expect(isDashboardPath('/')).toBe(false);
});
