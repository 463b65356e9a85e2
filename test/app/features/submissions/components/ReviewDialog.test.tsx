/**
 * The review dialog's drafts (features/submissions/components/ReviewDialog.tsx), through the
 * configurations that keep one and one that does not: each opening starts without the last
 * opening's messages; only a kept draft keeps what was typed. The screens' tests cover what each
 * configuration asks and sends.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';

import { AppealDialog } from '@app/features/submissions/components/AppealDialog';
import { UpholdDialog } from '@app/features/submissions/components/UpholdDialog';
import { UPHOLD_DIALOG_COPY, WORKER_REVIEW_COPY } from '@contract/copy/submissions';
import { REVIEW_VALIDATION_MESSAGES } from '@contract/review';

const send = jest.fn();

/** The dialog behind an Open button, as a table row holds it. */
function renderBehindButton(dialog: (open: boolean, onCancel: () => void) => ReactNode) {
  function Row() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {dialog(open, () => setOpen(false))}
      </>
    );
  }
  const user = userEvent.setup();
  render(<Row />);
  return {
    user,
    async open(title: string) {
      await user.click(screen.getByRole('button', { name: 'Open' }));
      return screen.findByRole('dialog', { name: title });
    },
    async cancel(dialog: HTMLElement, title: string) {
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument(),
      );
    },
  };
}

const APPEAL = WORKER_REVIEW_COPY.appealDialog;

describe('review dialog drafts', () => {
  it.each([
    {
      draft: 'kept (Appeal)',
      dialog: (open: boolean, onCancel: () => void) => (
        <AppealDialog open={open} onCancel={onCancel} taskTitle="Tag ten photos" onAppeal={send} />
      ),
      copy: { title: APPEAL.title, confirm: APPEAL.confirm, field: APPEAL.statement },
      help: APPEAL.statementHelp,
      tooShort: REVIEW_VALIDATION_MESSAGES.statementTooShort,
      reopenedWith: 'Unfair.',
    },
    {
      draft: 'not kept (Uphold)',
      dialog: (open: boolean, onCancel: () => void) => (
        <UpholdDialog
          open={open}
          onCancel={onCancel}
          workerName="Bo Reed"
          taskTitle="Tag ten photos"
          onUphold={send}
        />
      ),
      copy: { ...UPHOLD_DIALOG_COPY, field: UPHOLD_DIALOG_COPY.comment },
      help: UPHOLD_DIALOG_COPY.commentHelp,
      tooShort: REVIEW_VALIDATION_MESSAGES.answerTooShort,
      reopenedWith: '',
    },
  ])(
    'opens again without the last message, the draft $draft',
    async ({ dialog, copy, help, tooShort, reopenedWith }) => {
      const { user, open, cancel } = renderBehindButton(dialog);

      const first = await open(copy.title);
      await user.type(within(first).getByRole('textbox', { name: copy.field }), 'Unfair.');
      await user.click(within(first).getByRole('button', { name: copy.confirm }));
      expect(within(first).getByText(tooShort)).toBeVisible();
      await cancel(first, copy.title);

      const again = within(await open(copy.title));
      const field = again.getByRole('textbox', { name: copy.field });
      expect(field).toHaveValue(reopenedWith);
      expect(field).toHaveAccessibleDescription(help);
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(send).not.toHaveBeenCalled();
    },
  );
});
