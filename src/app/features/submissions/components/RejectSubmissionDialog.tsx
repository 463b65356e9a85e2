/**
 * The buyer's rejection (docs/money.md#the-submission-lifecycle): one of the reasons and a comment
 * that says what was wrong, both required, checked with the contract's rules as the server checks
 * them. It loads when first opened (PendingSubmissions).
 */
import { REJECT_DIALOG_COPY as COPY } from '@contract/copy/submissions';
import {
  REJECTION_COMMENT_LENGTH,
  REJECTION_REASONS,
  type RejectionReason,
  validateRejectionComment,
  validateRejectionReason,
} from '@contract/review';
import { reviewDialog } from './ReviewDialog';

export interface RejectSubmissionDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  onCancel: () => void;
  /** A complete rejection: a reason of the list and the comment, trimmed. */
  onReject: (reason: RejectionReason, comment: string) => void;
}

function isReason(value: string): value is RejectionReason {
  return REJECTION_REASONS.some((reason) => reason === value);
}

export const RejectSubmissionDialog = reviewDialog({
  copy: COPY,
  describe: ({ workerName, taskTitle }: RejectSubmissionDialogProps) => [
    COPY.intro(workerName, taskTitle),
  ],
  fields: [
    {
      name: 'reason',
      label: COPY.reason,
      choices: REJECTION_REASONS,
      validate: validateRejectionReason,
    },
    {
      name: 'comment',
      label: COPY.comment,
      help: COPY.commentHelp,
      validate: validateRejectionComment,
      minRows: 3,
      maxLength: REJECTION_COMMENT_LENGTH.max,
    },
  ],
  confirmColor: 'error',
  send: ({ onReject }, text) => {
    const reason = text('reason');
    if (isReason(reason)) onReject(reason, text('comment'));
  },
});
