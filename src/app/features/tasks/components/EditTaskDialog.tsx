/**
 * The edit modal of My Tasks (docs/product.md#my-tasks, #validation-rules): Title, Details and
 * Submission Info, all required.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Form } from 'react-final-form';

import type { UpdateTaskBody, Task } from '@contract/schemas/tasks';
import { TEXT_LIMITS } from '@contract/constants';
import { COMMON_COPY } from '@contract/copy/common';
import { MY_TASKS_COPY as COPY } from '@contract/copy/tasks';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { notifyError, notifySuccess } from '@app/components/notify';
import { requestErrorMessage } from '@app/store/requestError';
import { useUpdateTaskMutation } from '../api/tasksApi';
import { useLastShown } from '../hooks/useLastShown';

const validateTitle = required(VALIDATION_MESSAGES.taskTitleRequired);
const validateDetail = required(VALIDATION_MESSAGES.taskDetailRequired);
const validateSubmissionInfo = required(VALIDATION_MESSAGES.submissionInfoRequired);

export interface EditTaskDialogProps {
  /** The task being edited; the dialog is closed when there is none. */
  task: Task | null;
  onClose: () => void;
}

export function EditTaskDialog({ task, onClose }: EditTaskDialogProps) {
  const titleId = useId();
  const [updateTask] = useUpdateTaskMutation();
  // Keeps the form on screen while the dialog fades out.
  const shown = useLastShown(task);

  async function update(changes: UpdateTaskBody): Promise<void> {
    if (!shown) return;
    try {
      await updateTask({
        id: shown._id,
        task_title: changes.task_title.trim(),
        task_detail: changes.task_detail.trim(),
        submission_info: changes.submission_info.trim(),
      }).unwrap();
      notifySuccess(SUCCESS_MESSAGES.taskUpdated);
      onClose();
    } catch (error) {
      notifyError(requestErrorMessage(error, COMMON_COPY.requestFailed));
    }
  }

  return (
    <Dialog
      open={task !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {shown && (
        <Form<UpdateTaskBody>
          key={shown._id}
          onSubmit={update}
          initialValues={{
            task_title: shown.task_title,
            task_detail: shown.task_detail,
            submission_info: shown.submission_info,
          }}
          render={({ handleSubmit, submitting }) => (
            <form noValidate onSubmit={handleSubmit}>
              <DialogTitle id={titleId}>{COPY.editTitle}</DialogTitle>
              <DialogContent>
                <Stack spacing={2.5} sx={{ pt: 1 }}>
                  <FormTextField
                    name="task_title"
                    label={COPY.editFields.title}
                    required
                    fullWidth
                    validate={validateTitle}
                    slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
                  />
                  <FormTextField
                    name="task_detail"
                    label={COPY.editFields.detail}
                    required
                    fullWidth
                    multiline
                    minRows={3}
                    validate={validateDetail}
                    slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.detail } }}
                  />
                  <FormTextField
                    name="submission_info"
                    label={COPY.editFields.submissionInfo}
                    required
                    fullWidth
                    validate={validateSubmissionInfo}
                    slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.submissionInfo } }}
                  />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={submitting}>
                  {COPY.cancel}
                </Button>
                <Button type="submit" variant="contained" loading={submitting}>
                  {COPY.update}
                </Button>
              </DialogActions>
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
