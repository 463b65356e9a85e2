/**
 * The worker's part of the task details (docs/product.md#submitting-work): 'Submission Details' and
 * 'Submit Work'. The server refuses a second submission and a task with no slot left; its message
 * is shown as it is. After a successful submission the form gives way to the confirmation.
 */
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';

import { TEXT_LIMITS } from '@contract/constants';
import { COMMON_COPY } from '@contract/copy/common';
import { TASK_DETAILS_COPY as COPY } from '@contract/copy/tasks';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { notifySuccess } from '@app/components/notify';
import { requestErrorMessage } from '@app/store/requestError';
import { useCreateSubmissionMutation } from '../api/submissionsApi';

interface SubmitWorkValues {
  submission_details: string;
}

const validateDetails = required(VALIDATION_MESSAGES.submissionDetailsRequired);

export function SubmitWorkForm({ taskId }: { taskId: string }) {
  const [createSubmission, { isLoading, isSuccess }] = useCreateSubmissionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = useId();

  const submit = async ({ submission_details }: SubmitWorkValues) => {
    setRefusal(null);
    try {
      await createSubmission({
        task_id: taskId,
        submission_details: submission_details.trim(),
      }).unwrap();
      notifySuccess(SUCCESS_MESSAGES.workSubmitted);
    } catch (error) {
      // Said once, beside the button that sends again (docs/product.md#submitting-work).
      setRefusal(requestErrorMessage(error, COMMON_COPY.requestFailed));
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {COPY.submitHeading}
      </Typography>
      {isSuccess ? (
        <Alert severity="success">{SUCCESS_MESSAGES.workSubmitted}</Alert>
      ) : (
        <Form<SubmitWorkValues>
          onSubmit={submit}
          render={({ handleSubmit }) => (
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit}
              sx={{ display: 'grid', gap: 2 }}
            >
              <FormTextField
                name="submission_details"
                label={COPY.submissionDetails}
                multiline
                minRows={4}
                required
                fullWidth
                validate={validateDetails}
                slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.submissionDetails } }}
              />
              {refusal && <Alert severity="error">{refusal}</Alert>}
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  endIcon={<SendIcon />}
                  loading={isLoading}
                >
                  {COPY.submit}
                </Button>
              </Box>
            </Box>
          )}
        />
      )}
    </Card>
  );
}
