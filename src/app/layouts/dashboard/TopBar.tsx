/**
 * The dashboard's top bar (docs/product.md#top-bar): the hamburger for the sidebar on small
 * screens, the brand link home, the coin balance, the bell for workers, and the avatar menu.
 */
import MenuIcon from '@mui/icons-material/Menu';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '@contract/constants';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import type { SignedInIdentity } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { acceptedImageUrl } from '@contract/imageUrls';
import { serverRenderedPart } from '@app/components/serverRenderedPart';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { CoinBalanceBadge } from '@app/features/users/components/CoinBalance';
import { AccountMenu } from '@app/layouts/header/AccountMenu';

/**
 * The bell and the notifications' API are the worker's alone: a chunk of their own, so the
 * frame every role loads does not carry them (docs/performance.md#dashboards).
 */
const NotificationBell = serverRenderedPart('notification-bell', () =>
  import(/* webpackChunkName: "notification-bell" */ './NotificationBell').then(
    (module) => module.NotificationBell,
  ),
);
/** An icon button's size, held for the bell until it has loaded, so the bar does not move. */
const bellPlaceholder = <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;

interface TopBarProps {
  identity: SignedInIdentity;
  user: User;
  /** The phone drawer: its id, whether it is open, and how to open it. */
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: (() => void) | undefined;
}

export function TopBar({ identity, user, drawerId, drawerOpen, onOpenDrawer }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {onOpenDrawer && (
          <IconButton
            edge="start"
            onClick={onOpenDrawer}
            aria-label={DASHBOARD_COPY.openNavigation}
            aria-controls={drawerOpen ? drawerId : undefined}
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Button
          component={RouterLink}
          to="/"
          color="inherit"
          sx={{
            mr: 'auto',
            px: 1,
            gap: 0.75,
            fontSize: { sm: '1.25rem' },
            fontWeight: 700,
            minWidth: 0,
          }}
        >
          <MonetizationOnIcon color="secondary" fontSize="large" />
          <Box
            component="span"
            sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}
          >
            {BRAND}
          </Box>
        </Button>
        <CoinBalanceBadge user={user} />
        {user.role === 'worker' && (
          <Suspense fallback={bellPlaceholder}>
            <NotificationBell email={user.email} />
          </Suspense>
        )}
        <AccountMenu
          name={user.name}
          photo={user.photo || acceptedImageUrl(identity.photoURL ?? '', [])}
          role={user.role}
        />
      </Toolbar>
    </AppBar>
  );
}
