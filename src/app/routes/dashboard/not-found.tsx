/** Any other address under /dashboard (docs/product.md#dashboard-page-not-found). */
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { ROLE_HOME_PATHS } from '@contract/dashboard';
import { ScreenHeading } from '@app/components/ScreenHeading';
import { useCurrentUser } from '@app/session/currentUser';

export function DashboardNotFoundRoute() {
  const { role } = useCurrentUser('loaded');
  return (
    <>
      <ScreenHeading>{DASHBOARD_COPY.pageNotFound}</ScreenHeading>
      <Button component={RouterLink} to={ROLE_HOME_PATHS[role]} variant="contained">
        {DASHBOARD_COPY.backToDashboard}
      </Button>
    </>
  );
}
