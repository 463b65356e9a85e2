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
import { Suspense, useId, useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import type { SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { LiveCurrentUser } from '@app/providers/liveCurrentUser';
import { useCurrentUser } from '@app/session/currentUser';
import { SIDEBAR_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { AccountLoadError } from './AccountLoadError';
import { LoadingScreen } from './LoadingScreen';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The screens below read the live current user: `useCurrentUser('loaded')`. */
export function DashboardLayout() {
  return (
    <LiveCurrentUser>
      <DashboardGate />
    </LiveCurrentUser>
  );
}

function DashboardGate() {
  const current = useCurrentUser();
  if (current.status === 'signedOut') {
    return <Navigate to="/login" replace />;
  }
  if (current.status === 'signedIn' && current.record.status === 'failed') {
    return <AccountLoadError message={current.record.message} onRetry={current.record.retry} />;
  }
  if (current.status !== 'signedIn' || current.record.status !== 'loaded') {
    return <LoadingScreen fullScreen />;
  }
  return <DashboardFrame identity={current.identity} user={current.record.user} />;
}

function DashboardFrame({ identity, user }: { identity: SignedInIdentity; user: User }) {
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
