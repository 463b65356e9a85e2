/**
 * The frame of every /dashboard route (docs/product.md#dashboard-frame): signed-out visitors go to
 * /login (and, once logged in, home: no page is remembered across people, see docs/product.md), a
 * spinner shows while auth or the user record loads, then the top bar, the role's sidebar (a drawer
 * on small screens) and the screen.
 */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useMemo, useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import { useSession } from '@app/features/session/useSession';
import { SIDEBAR_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { AccountLoadError } from '../components/AccountLoadError';
import { LoadingScreen } from '../components/LoadingScreen';
import { type DashboardUser, DashboardUserContext } from '../dashboardUser';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function DashboardLayout() {
  const session = useSession();
  const identity = session.status === 'signedIn' ? session.identity : undefined;
  const user =
    session.status === 'signedIn' && session.record.status === 'loaded'
      ? session.record.user
      : undefined;
  const dashboardUser = useMemo<DashboardUser | undefined>(
    () => (identity && user ? { identity, user } : undefined),
    [identity, user],
  );

  if (session.status === 'signedOut') {
    return <Navigate to="/login" replace />;
  }
  if (session.status === 'signedIn' && session.record.status === 'failed') {
    return <AccountLoadError message={session.record.message} onRetry={session.record.retry} />;
  }
  if (!dashboardUser) return <LoadingScreen fullScreen />;
  return (
    <DashboardUserContext.Provider value={dashboardUser}>
      <DashboardFrame {...dashboardUser} />
    </DashboardUserContext.Provider>
  );
}

function DashboardFrame({ identity, user }: DashboardUser) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        identity={identity}
        user={user}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onOpenDrawer={desktop ? undefined : () => setDrawerOpen(true)}
      />
      <Drawer
        id={drawerId}
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || drawerOpen}
        onClose={closeDrawer}
        sx={{ width: { md: SIDEBAR_WIDTH_PX }, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_PX, boxSizing: 'border-box' } } }}
      >
        {desktop && <Toolbar />}
        <Sidebar user={user} onNavigate={desktop ? undefined : closeDrawer} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Toolbar />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
