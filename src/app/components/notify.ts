/**
 * The alerts (docs/product.md#alerts): a success message, or an error with an optional title over
 * its text, each closing after ALERT_AUTO_HIDE_MS; or a notice of what someone else did (`info`),
 * which stays NOTICE_AUTO_HIDE_MS. Screens may raise one at any moment; the
 * snackbars that show them load with the first alert (and not before the page has loaded), so an
 * alert raised before they are ready waits for them instead of being lost.
 */
export interface Alert {
  variant: 'success' | 'error' | 'info';
  text: string;
  title?: string;
}

export type AlertSink = (alert: Alert) => void;

/** How many alerts show at once; older waiting alerts would be pushed out anyway. */
export const MAX_ALERTS_SHOWN = 3;

let sink: AlertSink | undefined;
let waiting: Alert[] = [];
let raised = false;
const firstAlertListeners = new Set<() => void>();

function show(alert: Alert): void {
  if (sink) sink(alert);
  else waiting = [...waiting, alert].slice(-MAX_ALERTS_SHOWN);
  if (raised) return;
  raised = true;
  firstAlertListeners.forEach((listener) => listener());
}

/** Whether any alert has been raised yet (the snackbars are needed from then on). */
export function anyAlertRaised(): boolean {
  return raised;
}

export function subscribeToFirstAlert(listener: () => void): () => void {
  firstAlertListeners.add(listener);
  return () => firstAlertListeners.delete(listener);
}

export function notifySuccess(text: string): void {
  show({ variant: 'success', text });
}

export function notifyError(text: string, title?: string): void {
  show(title ? { variant: 'error', text, title } : { variant: 'error', text });
}

export function notifyInfo(text: string): void {
  show({ variant: 'info', text });
}

/** Connects what shows alerts; waiting alerts are shown at once. Answers the disconnect. */
export function attachAlertSink(next: AlertSink): () => void {
  sink = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(next);
  return () => {
    if (sink === next) sink = undefined;
  };
}
