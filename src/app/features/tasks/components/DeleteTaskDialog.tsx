/**
 * docs/product.md#error-texts: deleting a task asks first; the coins still held for it go back to
 * its buyer.
 */
import { COMMON_COPY } from '@contract/copy/common';
import { MY_TASKS_COPY as COPY } from '@contract/copy/tasks';
import type { Task } from '@contract/schemas/tasks';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDeleteDialog';
import { notifyError, notifySuccess } from '@app/components/notify';
import { requestErrorMessage } from '@app/store/requestError';
import { useDeleteTaskMutation } from '../api/tasksApi';
import { useLastShown } from '../hooks/useLastShown';

interface DeleteTaskDialogProps {
  /** The task to delete; the dialog is closed when there is none. */
  task: Task | null;
  onClose: () => void;
}

export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const [deleteTask, { isLoading }] = useDeleteTaskMutation();
  // Keeps the title on screen while the dialog fades out.
  const shown = useLastShown(task);

  async function confirm(): Promise<void> {
    if (!shown) return;
    try {
      await deleteTask(shown._id).unwrap();
      notifySuccess(SUCCESS_MESSAGES.taskDeleted);
      onClose();
    } catch (error) {
      notifyError(requestErrorMessage(error, COMMON_COPY.requestFailed));
    }
  }

  return (
    <ConfirmDeleteDialog
      open={task !== null}
      title={shown ? COPY.deleteTitle(shown.task_title) : ''}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
