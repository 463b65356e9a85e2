/**
 * The bell's dropdown (NotificationBell): the notifications, loaded when it is first opened. Each
 * shows its message, then its detail (e.g. why work was rejected) and its time in secondary text.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import type { Notification } from '@contract/schemas/notifications';
import {
  NOTIFICATION_DROPDOWN_MAX_HEIGHT_PX,
  NOTIFICATION_DROPDOWN_WIDTH_PX,
} from '@app/theme/dashboardDimensions';
import { fullTime, relativeTime } from '@app/format/relativeTime';
import { useNow } from '@app/hooks/useNow';

export interface NotificationsPopoverProps {
  open: boolean;
  popoverId: string;
  headingId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  notifications: Notification[];
  /** The list has not come yet: it says so rather than "No notifications yet." */
  loading: boolean;
  failed: boolean;
}

function NotificationTime({ time, now }: { time: string; now: Date }) {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={time} title={fullTime(date)}>
      {relativeTime(date, now)}
    </time>
  );
}

function NotificationList({
  notifications,
  loading,
  failed,
}: Pick<NotificationsPopoverProps, 'notifications' | 'loading' | 'failed'>) {
  const now = useNow();
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>
          {DASHBOARD_COPY.loadingNotifications}
        </Typography>
      </Box>
    );
  }
  if (notifications.length === 0) {
    return (
      <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>
        {failed ? DASHBOARD_COPY.notificationsFailed : DASHBOARD_COPY.noNotifications}
      </Typography>
    );
  }
  return (
    // The list scrolls, and takes focus so the keyboard can scroll it too.
    <List
      disablePadding
      tabIndex={0}
      aria-label={DASHBOARD_COPY.notifications}
      sx={{ overflowY: 'auto', '&:focus-visible': { outlineOffset: -2 } }}
    >
      {notifications.map((notification) => (
        <ListItem key={notification._id} divider>
          <ListItemText
            primary={notification.message}
            secondary={
              <>
                {notification.detail && (
                  <Box
                    component="span"
                    sx={{ display: 'block', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                  >
                    {notification.detail}
                  </Box>
                )}
                <NotificationTime time={notification.time} now={now} />
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

export function NotificationsPopover({
  open,
  popoverId,
  headingId,
  anchor,
  onClose,
  notifications,
  loading,
  failed,
}: NotificationsPopoverProps) {
  return (
    <Popover
      id={popoverId}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: {
            width: NOTIFICATION_DROPDOWN_WIDTH_PX,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: `min(${NOTIFICATION_DROPDOWN_MAX_HEIGHT_PX}px, 70vh)`,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
          {DASHBOARD_COPY.notifications}
        </Typography>
      </Box>
      <NotificationList notifications={notifications} loading={loading} failed={failed} />
    </Popover>
  );
}
