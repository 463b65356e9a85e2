/**
 * The worker's new details after the buyer asked for changes
 * (docs/money.md#the-submission-lifecycle): Submission Details, required, starting from the
 * details sent last. What was typed stays when the dialog is cancelled and opened again. It loads
 * when first opened.
 */
import { TEXT_LIMITS } from '@contract/constants';
import { WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';
import { reviewDialog } from './ReviewDialog';

const COPY = WORKER_REVIEW_COPY.resubmitDialog;

export interface ResubmitDialogProps {
  open: boolean;
  taskTitle: string;
  /** The details sent last, which the new ones replace. */
  details: string;
  onCancel: () => void;
  /** The new details, trimmed. */
  onResubmit: (details: string) => void;
}

export const ResubmitDialog = reviewDialog({
  copy: COPY,
  describe: ({ taskTitle }: ResubmitDialogProps) => [COPY.intro(taskTitle)],
  start: ({ details }) => ({ submission_details: details }),
  keepsDraft: true,
  fields: [
    {
      name: 'submission_details',
      label: COPY.details,
      validate: required(VALIDATION_MESSAGES.submissionDetailsRequired),
      minRows: 4,
      maxLength: TEXT_LIMITS.submissionDetails,
    },
  ],
  send: ({ onResubmit }, text) => onResubmit(text('submission_details')),
});
