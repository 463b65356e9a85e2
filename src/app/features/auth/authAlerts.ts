import { notifyError, notifySuccess } from '@app/components/notify';
import type { AuthActorRef } from './machines/authSelectors';

/**
 * Raises the auth machine's outcomes as alerts (docs/product.md#error-texts): a failure's title and
 * text, or a success message — each new outcome once, whichever screen started the action.
 */
export function forwardAuthAlerts(actor: AuthActorRef): { unsubscribe: () => void } {
  let { error, notice } = actor.getSnapshot().context;
  return actor.subscribe(({ context }) => {
    if (context.error && context.error !== error) {
      notifyError(context.error.text, context.error.title ?? undefined);
    }
    if (context.notice && context.notice !== notice) notifySuccess(context.notice);
    ({ error, notice } = context);
  });
}
