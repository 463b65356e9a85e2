/**
 * Paying the worker after an appeal (docs/money.md#the-submission-lifecycle): the held coins go to
 * the worker for good, so the dialog names the coins, the worker and the task before anything is
 * sent. A comment for the worker is optional. It loads when first opened (AppealsTable).
 */
import { PAY_WORKER_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import { REVIEW_TEXT_LENGTH } from '@contract/review';
import { reviewDialog } from './ReviewDialog';

export interface PayWorkerDialogProps {
  open: boolean;
  /** The coins held for the work, as people read them ("5 coins"). */
  coins: string;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** The buyer's or admin's go-ahead, with the trimmed comment when one was written. */
  onPay: (comment: string | undefined) => void;
}

export const PayWorkerDialog = reviewDialog({
  copy: COPY,
  describe: ({ coins, workerName, taskTitle }: PayWorkerDialogProps) => [
    COPY.intro(coins, workerName, taskTitle),
  ],
  fields: [{ name: 'comment', label: COPY.comment, minRows: 2, maxLength: REVIEW_TEXT_LENGTH.max }],
  confirmColor: 'success',
  send: ({ onPay }, text) => onPay(text('comment') || undefined),
});
