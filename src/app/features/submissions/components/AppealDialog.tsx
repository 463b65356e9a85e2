/**
 * The worker's appeal of a rejection (docs/money.md#the-submission-lifecycle): a Statement,
 * required, checked with the contract's rules as the server checks it. What was typed stays when
 * the dialog is cancelled and opened again. It loads when first opened.
 */
import { WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { reviewDialog, reviewText } from './ReviewDialog';

const COPY = WORKER_REVIEW_COPY.appealDialog;

export interface AppealDialogProps {
  open: boolean;
  taskTitle: string;
  onCancel: () => void;
  /** A statement the contract accepts, trimmed. */
  onAppeal: (statement: string) => void;
}

export const AppealDialog = reviewDialog({
  copy: COPY,
  describe: ({ taskTitle }: AppealDialogProps) => [COPY.intro(taskTitle)],
  keepsDraft: true,
  fields: [
    {
      ...reviewText(
        { name: 'statement', label: COPY.statement, help: COPY.statementHelp },
        REVIEW_VALIDATION_MESSAGES.statementTooShort,
      ),
      minRows: 4,
    },
  ],
  send: ({ onAppeal }, text) => onAppeal(text('statement')),
});
