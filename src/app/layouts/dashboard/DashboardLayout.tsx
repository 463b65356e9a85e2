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
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import type { Role, SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { lazyPopup } from '@app/components/lazyPopup';
import { TakeOverGate } from '@app/components/TakeOverGate';
import { useHydrated } from '@app/hooks/useHydrated';
import { LiveCurrentUser } from '@app/providers/liveCurrentUser';
import { useCurrentUser } from '@app/session/currentUser';
import { useDrawnPage } from '@app/session/drawnPage';
import { rememberArrivalReads } from '@app/session/earlyReads';
import { firstDataShown } from '@app/session/firstData';
import { readRememberedSession } from '@app/session/rememberedSession';
import { useAppDispatch } from '@app/store/hooks';
import type { AppDispatch } from '@app/store/store';
import { SIDEBAR_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { AccountLoadError } from './AccountLoadError';
import { LoadingScreen } from './LoadingScreen';
import type { PhoneDrawerProps } from './PhoneDrawer';
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

/** Starts the code and first data of the screen a URL opens (the route table's). */
export type ScreenPrefetcher = (
  location: { pathname: string; search: string },
  person: { email: string; role: Role | undefined },
  dispatch: AppDispatch,
) => Promise<void>;

interface DashboardLayoutProps {
  prefetchScreen?: ScreenPrefetcher;
}

/** The screens below read the live current user: `useCurrentUser('loaded')`. */
export function DashboardLayout({ prefetchScreen }: DashboardLayoutProps) {
  return (
    <LiveCurrentUser>
      <DashboardGate prefetchScreen={prefetchScreen} />
    </LiveCurrentUser>
  );
}

/**
 * Asks for a screen's first data (the route table's `prefetchScreen`) while its screen cannot ask
 * yet: on arrival, while the user record loads (the role is then the one remembered from the last
 * visit, or, with none remembered, the record's once it answers), and on every move to another
 * screen, while its code loads (docs/performance.md#dashboards). Otherwise, once the screen is
 * drawn it asks for itself: a prefetch then would only repeat a failed request.
 * Once the record and the first screen's data have answered and the screen has been drawn with
 * them (`screenShown`; or there is no frame to draw: the record failed, nobody is signed in), says
 * so (@app/session/firstData): what waits for it must not arrive before the data is on screen.
 * Once drawn, the reads it took are kept for the next visit's first script
 * (@app/session/earlyReads).
 */
function useScreenPrefetch(
  prefetchScreen: ScreenPrefetcher | undefined,
  screenShown: boolean,
): void {
  const current = useCurrentUser();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const identity = current.status === 'signedIn' ? current.identity : undefined;
  const email = identity?.email ?? undefined;
  const remembered = useMemo(() => readRememberedSession(), []);
  const role =
    current.role ?? (remembered?.identity.uid === identity?.uid ? remembered?.role : undefined);
  const recordSettled = current.status !== 'signedIn' || current.record.status !== 'loading';
  const frameDrawn = current.status === 'signedIn' && current.record.status === 'loaded';
  const [arrival] = useState(`${pathname}${search}`);
  const [screenDataSettled, setScreenDataSettled] = useState(false);
  const prefetching = useRef(false);
  const screenDrawn = recordSettled && `${pathname}${search}` === arrival;

  const askedWithRole = useRef(false);

  useEffect(() => {
    if (!email || !prefetchScreen) return;
    // A page opened without a remembered role (the first visit) asks once more as the record
    // tells the role: the screen's code may still be on its way, and the first data is marked
    // for the next visit's first script (@app/session/earlyReads).
    if (screenDrawn && (askedWithRole.current || !role)) return;
    if (role) askedWithRole.current = true;
    prefetching.current = true;
    prefetchScreen({ pathname, search }, { email, role }, dispatch)
      .catch(() => undefined)
      .finally(() => setScreenDataSettled(true));
    // Asked once per screen and person: the record loading is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetchScreen, pathname, search, email, role, dispatch]);

  const uid = identity?.uid;
  const readsKept = useRef(false);
  useEffect(() => {
    const dataIn = screenDataSettled || !prefetching.current;
    if (recordSettled && dataIn && (screenShown || !frameDrawn)) firstDataShown();
    if (recordSettled && dataIn && screenShown && uid && !readsKept.current) {
      readsKept.current = true;
      rememberArrivalReads(uid, arrival);
    }
  }, [recordSettled, screenDataSettled, screenShown, frameDrawn, uid, arrival]);
  // Leaving the dashboard first lets the identity provider load all the same.
  useEffect(() => firstDataShown, []);
}

function DashboardGate({ prefetchScreen }: DashboardLayoutProps) {
  const [screenShown, setScreenShown] = useState(false);
  const showScreen = useCallback(() => setScreenShown(true), []);
  useScreenPrefetch(prefetchScreen, screenShown);
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
 * been drawn and painted: a sibling in the same Suspense boundary mounts only when the screen does.
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

function DashboardFrame({ identity, user, onScreenShown }: DashboardFrameProps) {
  const theme = useTheme();
  // A page drawn on the server was drawn for the width the browser last told it; React's first
  // draw here matches it, and the next follows the window.
  const drawn = useDrawnPage();
  const desktop = useMediaQuery(
    theme.breakpoints.up('md'),
    drawn ? { defaultMatches: drawn.wide } : { noSsr: true },
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeDrawer = () => setDrawerOpen(false);
  const hydrated = useHydrated();

  return (
    <TakeOverGate sx={{ display: 'flex', minHeight: '100vh' }}>
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
          <Outlet />
        </ScreenBoundary>
      </Box>
      {hydrated && user.role === 'buyer' && (
        <Suspense fallback={null}>
          <NewNotificationAlerts email={user.email} />
        </Suspense>
      )}
    </TakeOverGate>
  );
}
