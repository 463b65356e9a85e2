/**
 * The buyer's request for changes (docs/money.md#the-submission-lifecycle): a note that says what
 * to change, required, checked with the contract's rules as the server checks it, and how many
 * more times changes can be asked for. It loads when first opened (PendingSubmissions).
 */
import { REQUEST_CHANGES_COPY as COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { reviewDialog, reviewText } from './ReviewDialog';

export interface RequestChangesDialogProps {
  open: boolean;
  workerName: string;
  taskTitle: string;
  /** How many times the buyer may still ask for changes, this time included. */
  roundsLeft: number;
  onCancel: () => void;
  /** A complete request: the note, trimmed. */
  onRequestChanges: (note: string) => void;
}

function roundsAfterThis(roundsLeft: number): string {
  const leftAfterThis = roundsLeft - 1;
  return leftAfterThis > 0 ? COPY.roundsLeft(leftAfterThis) : COPY.lastRound;
}

export const RequestChangesDialog = reviewDialog({
  copy: COPY,
  describe: ({ workerName, taskTitle, roundsLeft }: RequestChangesDialogProps) => [
    COPY.intro(workerName, taskTitle),
    roundsAfterThis(roundsLeft),
  ],
  fields: [
    reviewText(
      { name: 'note', label: COPY.note, help: COPY.noteHelp },
      REVIEW_VALIDATION_MESSAGES.noteTooShort,
    ),
  ],
  send: ({ onRequestChanges }, text) => onRequestChanges(text('note')),
});
