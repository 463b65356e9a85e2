/**
 * The worker's notification bell (docs/product.md#notification-bell): a red dot when there are
 * notifications, and a scrollable dropdown listing each message with its time. The list stays live
 * through the notification feed of the notifications endpoint.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { lazyPopup } from '@app/components/lazyPopup';
import { useGetNotificationsQuery } from '@app/features/notifications/api/notificationsApi';

const NotificationsPopover = lazyPopup(() =>
  import(/* webpackChunkName: "notifications-popover" */ './NotificationsPopover').then(
    (module) => module.NotificationsPopover,
  ),
);

export function NotificationBell({ email }: { email: string }) {
  const { data, isError } = useGetNotificationsQuery(email);
  const notifications = data ?? [];
  // Until the list has come the bell says so, never "none" (docs/product.md#notification-bell).
  const loading = data === undefined && !isError;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const icon = <NotificationsIcon />;

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={
          loading
            ? DASHBOARD_COPY.notificationsLoading
            : DASHBOARD_COPY.notificationsCount(notifications.length)
        }
        aria-haspopup="dialog"
        aria-controls={open ? popoverId : undefined}
        aria-expanded={open}
      >
        {notifications.length > 0 ? (
          <Badge
            variant="dot"
            color="error"
            overlap="circular"
            slotProps={{ badge: { title: DASHBOARD_COPY.hasNotifications } }}
          >
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </IconButton>
      <NotificationsPopover
        open={open}
        popoverId={popoverId}
        headingId={headingId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        notifications={notifications}
        loading={loading}
        failed={isError}
      />
    </>
  );
}
