/**
 * A buyer's notifications as they arrive (docs/product.md#new-appeals): each one that comes while
 * the person is signed in (pushed by the notification stream, or found by the polling that stands
 * in for it) shows as an alert; those already there when the page opened do not. It opens the
 * same live feed as the worker's bell, which also refreshes what a notification changes.
 */
import { useEffect, useRef } from 'react';

import { notifyInfo } from '@app/components/notify';
import { useGetNotificationsQuery } from '../api/notificationsApi';

export function NewNotificationAlerts({ email }: { email: string }) {
  const { data } = useGetNotificationsQuery(email);
  const seen = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    if (!seen.current) {
      seen.current = new Set(data.map((notification) => notification._id));
      return;
    }
    const shown = seen.current;
    // Newest first in the list; told in the order they came.
    for (const notification of [...data].reverse()) {
      if (shown.has(notification._id)) continue;
      shown.add(notification._id);
      notifyInfo(notification.message);
    }
  }, [data]);
  return null;
}
