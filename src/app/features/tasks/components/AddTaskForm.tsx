/**
 * Add New Task (docs/product.md#add-task, #states-and-transitions, #validation-rules): every field
 * is required; the total cost (required workers × payable amount) shows live against the buyer's
 * coins. The review window (docs/money.md#the-submission-lifecycle) starts at its default.
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useFormState } from 'react-final-form';

import { MAX_UPLOAD_BYTES, TEXT_LIMITS } from '@contract/constants';
import { coinsText } from '@contract/copy/lists';
import { TASK_FORM_COPY as COPY } from '@contract/copy/tasks';
import { DASHBOARD_MAX_WIDTH_PX } from '@app/theme/dashboardDimensions';
import type { User } from '@contract/schemas/users';
import { ALERTS, UPLOAD_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { taskCost } from '@contract/money';
import { REVIEW_RULES, REVIEW_VALIDATION_MESSAGES } from '@contract/review';
import { required, validatePositiveWholeNumber, type ValidationResult } from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { type NewTaskValues, useAddTask } from '../hooks/useAddTask';
import { NotEnoughCoinDialog } from './NotEnoughCoinDialog';
import { TaskImageField } from './TaskImageField';

const validateTitle = required(VALIDATION_MESSAGES.taskTitleRequired);
const validateDetail = required(VALIDATION_MESSAGES.taskDetailRequired);
const validateWorkers = validatePositiveWholeNumber(VALIDATION_MESSAGES.requiredWorkersRequired);
const validateAmount = validatePositiveWholeNumber(VALIDATION_MESSAGES.payableAmountRequired);
const validateDate = required(VALIDATION_MESSAGES.completionDateRequired);
const validateSubmissionInfo = required(VALIDATION_MESSAGES.submissionInfoRequired);

const { min: MIN_REVIEW_DAYS, max: MAX_REVIEW_DAYS } = REVIEW_RULES.reviewDays;
const INITIAL_VALUES: Partial<NewTaskValues> = {
  review_days: String(REVIEW_RULES.reviewDays.default),
};

/** A whole number of days within the review rules. */
function validateReviewDays(value: string | undefined): ValidationResult {
  const typed = value?.trim() ?? '';
  const days = Number(typed);
  return /^\d+$/.test(typed) && days >= MIN_REVIEW_DAYS && days <= MAX_REVIEW_DAYS
    ? undefined
    : REVIEW_VALIDATION_MESSAGES.reviewDaysOutOfRange;
}

function validatePhoto(photo: File | undefined): ValidationResult {
  if (!photo) return VALIDATION_MESSAGES.taskImageRequired;
  return photo.size > MAX_UPLOAD_BYTES ? UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES) : undefined;
}

/** A whole number of at least 1, or 0 while the field holds anything else. */
function countOf(value: string | undefined): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
}

function CostSummary({ balance }: { balance: number }) {
  const { values } = useFormState<NewTaskValues>({ subscription: { values: true } });
  const cost = taskCost(countOf(values.required_workers), countOf(values.payable_amount));
  const tooHigh = cost > balance;
  return (
    <Box
      aria-live="polite"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
        p: 2,
        borderRadius: '12px',
        border: 1,
        borderColor: tooHigh ? 'error.main' : 'transparent',
        bgcolor: 'action.hover',
        color: tooHigh ? 'error.main' : 'text.primary',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{`${COPY.totalCost}: ${coinsText(cost)}`}</Typography>
      <Typography>{`${COPY.balance}: ${coinsText(balance)}`}</Typography>
      {tooHigh && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
          <WarningAmberIcon fontSize="small" />
          {ALERTS.notEnoughCoin.text}
        </Typography>
      )}
    </Box>
  );
}

export function AddTaskForm({ buyer }: { buyer: User }) {
  const { submit, uploadProgress, shortOfCoins, closeShortOfCoins } = useAddTask(buyer);
  return (
    <Card sx={{ p: { xs: 2, sm: 4 }, maxWidth: DASHBOARD_MAX_WIDTH_PX.taskForm }}>
      <Form<NewTaskValues>
        onSubmit={submit}
        initialValues={INITIAL_VALUES}
        render={({ handleSubmit, submitting }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <FormTextField
              name="task_title"
              label={COPY.title}
              required
              fullWidth
              validate={validateTitle}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
            />
            <FormTextField
              name="task_detail"
              label={COPY.detail}
              required
              fullWidth
              multiline
              minRows={3}
              validate={validateDetail}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.detail } }}
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2.5,
              }}
            >
              <FormTextField
                name="required_workers"
                label={COPY.requiredWorkers}
                type="number"
                required
                fullWidth
                validate={validateWorkers}
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              />
              <FormTextField
                name="payable_amount"
                label={COPY.payableAmount}
                type="number"
                required
                fullWidth
                validate={validateAmount}
                helperText={COPY.payableAmountHelp}
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              />
              <FormTextField
                name="completion_date"
                label={COPY.completionDate}
                type="date"
                required
                fullWidth
                validate={validateDate}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                name="submission_info"
                label={COPY.submissionInfo}
                required
                fullWidth
                validate={validateSubmissionInfo}
                helperText={COPY.submissionInfoHelp}
                slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.submissionInfo } }}
              />
              <FormTextField
                name="review_days"
                label={COPY.reviewDays}
                type="number"
                required
                fullWidth
                validate={validateReviewDays}
                helperText={COPY.reviewDaysHelp}
                slotProps={{
                  htmlInput: {
                    min: MIN_REVIEW_DAYS,
                    max: MAX_REVIEW_DAYS,
                    step: 1,
                    inputMode: 'numeric',
                  },
                }}
              />
            </Box>
            <TaskImageField name="photo" validate={validatePhoto} uploadProgress={uploadProgress} />
            <CostSummary balance={buyer.availableCoin} />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={submitting}
                sx={{ minWidth: { sm: 200 }, width: { xs: '100%', sm: 'auto' } }}
              >
                {COPY.submit}
              </Button>
            </Box>
          </Stack>
        )}
      />
      <NotEnoughCoinDialog open={shortOfCoins} onClose={closeShortOfCoins} />
    </Card>
  );
}
