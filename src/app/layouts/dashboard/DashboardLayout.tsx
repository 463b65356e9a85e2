/**
 * The frame of every /dashboard route (docs/product.md#dashboard-frame): signed-out visitors go to
 * /login (and, once logged in, home: no page is remembered across people, see docs/product.md), a
 * spinner shows while auth or the user record loads, then the top bar, the role's sidebar (a drawer
 * on small screens) and the screen. A buyer hears of new appeals on every screen.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';

import type { Role, SignedInIdentity } from '@contract/entities';
import type { RouteHandle } from '@app/router';
import type { User } from '@contract/schemas/users';
import { lazyPopup } from '@app/components/lazyPopup';
import { HydrationGate } from '@app/components/HydrationGate';
import { useHydrated } from '@app/hooks/useHydrated';
import { LiveCurrentUser } from '@app/providers/liveCurrentUser';
import { useCurrentUser } from '@app/session/currentUser';
import { useServerRenderedPage } from '@app/session/serverRenderedPage';
import { screenDataShown } from '@app/session/afterScreenData';
import { SIDEBAR_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { AccountLoadError } from './AccountLoadError';
import { LoadingScreen } from './LoadingScreen';
import type { PhoneDrawerProps } from './PhoneDrawer';
import { RoleGuard } from './RoleGuard';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * A buyer's live notifications (new appeals) as alerts: loaded once the page is the browser's, in
 * a chunk of its own, as the worker's bell is (docs/performance.md#dashboards).
 */
const NewNotificationAlerts = lazy(() =>
  import(
    /* webpackChunkName: "notification-alerts" */ '@app/features/notifications/components/NewNotificationAlerts'
  ).then((module) => ({ default: module.NewNotificationAlerts })),
);

const PhoneDrawer = lazyPopup<PhoneDrawerProps>(() =>
  import(/* webpackChunkName: "phone-drawer" */ './PhoneDrawer').then(
    (module) => module.PhoneDrawer,
  ),
);

/** The screens below read the live current user: `useCurrentUser('loaded')`. */
export function DashboardLayout() {
  return (
    <LiveCurrentUser>
      <DashboardGate />
    </LiveCurrentUser>
  );
}

/**
 * Once the record and the first screen have been rendered (`screenShown`; or there is no frame to
 * render: the record failed, nobody is signed in), says so (@app/session/afterScreenData): what waits for
 * it must not arrive before the screen's data is on screen.
 */
function useFirstScreenShown(screenShown: boolean): void {
  const current = useCurrentUser();
  const recordSettled = current.status !== 'signedIn' || current.record.status !== 'loading';
  const frameRendered = current.status === 'signedIn' && current.record.status === 'loaded';
  useEffect(() => {
    if (recordSettled && (screenShown || !frameRendered)) screenDataShown();
  }, [recordSettled, screenShown, frameRendered]);
  // Leaving the dashboard first lets the identity provider load all the same.
  useEffect(() => screenDataShown, []);
}

function DashboardGate() {
  const [screenShown, setScreenShown] = useState(false);
  const showScreen = useCallback(() => setScreenShown(true), []);
  useFirstScreenShown(screenShown);
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
  return (
    <DashboardFrame
      identity={current.identity}
      user={current.record.user}
      onScreenShown={showScreen}
    />
  );
}

/** The one role the route table lets see the screen at this address, if it names one. */
function useScreenRole(): Role | undefined {
  const access = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.access)
    .findLast((known) => known !== undefined);
  return access === 'public' || access === 'signedIn' ? undefined : access;
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    // After the browser has painted: a frame callback runs just before the paint, a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onShown, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onShown]);
  return null;
}

/**
 * The screen, with the loading screen while its code arrives. `onShown` runs once the screen has
 * been rendered and painted: a sibling in the same Suspense boundary mounts only when the screen does.
 */
export function ScreenBoundary({
  children,
  onShown,
}: {
  children: ReactNode;
  onShown: () => void;
}) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      {children}
      <Shown onShown={onShown} />
    </Suspense>
  );
}

interface DashboardFrameProps {
  identity: SignedInIdentity;
  user: User;
  onScreenShown: () => void;
}

/** The screen, or nothing for a role the route table does not let see it. */
function ScreenGuard() {
  const role = useScreenRole();
  return role ? (
    <RoleGuard allow={role}>
      <Outlet />
    </RoleGuard>
  ) : (
    <Outlet />
  );
}

function DashboardFrame({ identity, user, onScreenShown }: DashboardFrameProps) {
  const theme = useTheme();
  // A page rendered on the server was rendered for the width the browser last told it; React's first
  // render here matches it, and the next follows the window.
  const rendered = useServerRenderedPage();
  const desktop = useMediaQuery(
    theme.breakpoints.up('md'),
    rendered ? { defaultMatches: rendered.wide } : { noSsr: true },
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeDrawer = () => setDrawerOpen(false);
  const hydrated = useHydrated();

  return (
    <HydrationGate sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        identity={identity}
        user={user}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onOpenDrawer={desktop ? undefined : () => setDrawerOpen(true)}
      />
      {desktop ? (
        // The sidebar always beside the screen: a plain panel, without the drawer's modal code.
        <Box component="div" sx={{ width: SIDEBAR_WIDTH_PX, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              width: SIDEBAR_WIDTH_PX,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: 'drawer',
            }}
          >
            <Toolbar />
            <Sidebar user={user} />
          </Paper>
        </Box>
      ) : (
        <PhoneDrawer id={drawerId} open={drawerOpen} user={user} onClose={closeDrawer} />
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Toolbar />
        <ScreenBoundary onShown={onScreenShown}>
          <ScreenGuard />
        </ScreenBoundary>
      </Box>
      {hydrated && user.role === 'buyer' && (
        <Suspense fallback={null}>
          <NewNotificationAlerts email={user.email} />
        </Suspense>
      )}
    </HydrationGate>
  );
}
