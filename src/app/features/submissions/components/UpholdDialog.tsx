/**
 * Upholding a rejection after an appeal (docs/money.md#the-submission-lifecycle): always with a
 * comment that says why, checked with the contract's rule as the server checks it. It loads when
 * first opened (AppealsTable).
 */
import { UPHOLD_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { reviewDialog, reviewText } from './ReviewDialog';

export interface UpholdDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** A complete answer: the comment, trimmed. */
  onUphold: (comment: string) => void;
}

export const UpholdDialog = reviewDialog({
  copy: COPY,
  describe: ({ workerName, taskTitle }: UpholdDialogProps) => [COPY.intro(workerName, taskTitle)],
  confirmColor: 'error',
  fields: [
    reviewText(
      { name: 'comment', label: COPY.comment, help: COPY.commentHelp },
      REVIEW_VALIDATION_MESSAGES.answerTooShort,
    ),
  ],
  send: ({ onUphold }, text) => onUphold(text('comment')),
});
