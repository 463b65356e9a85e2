/**
 * Every machine's alerts (docs/product.md#alerts) are one action, `announce`, whose params are
 * an alert: a success text, or an error text under an optional title. The machines list this
 * implementation in their `setup`, so an actor raises its alerts wherever it runs; a test
 * provides its own `announce` to see them.
 */
import { type Alert, notifyError, notifySuccess } from '@app/components/notify';

export type Announcement = Alert;

export function announce(_: unknown, announcement: Announcement): void {
  if (announcement.variant === 'success') notifySuccess(announcement.text);
  else notifyError(announcement.text, announcement.title);
}
