/**
 * The 'Withdraw Funds' form (docs/product.md#validation-rules): coins to withdraw (at least 200, at
 * most the available coins), the amount in dollars (coins / WITHDRAWAL_COINS_PER_DOLLAR, read only), the payment system and
 * the account number. Withdraw is disabled exactly when the spec's rules say so. A refusal is said
 * here and nowhere else: the server's message with Try again, until the worker retries or edits.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Field, Form, FormSpy } from 'react-final-form';

import { TEXT_LIMITS } from '@contract/constants';
import { PAYMENT_SYSTEMS } from '@contract/entities';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { withdrawalAmountFor } from '@contract/money';
import {
  isWithdrawDisabled,
  required,
  validatePaymentSystem,
  validateWithdrawalCoinsText,
} from '@contract/validation';
import { COMMON_COPY } from '@contract/copy/common';
import { WITHDRAWALS_COPY as COPY } from '@contract/copy/withdrawals';
import { fieldError } from '@app/components/form/fieldError';
import { FormTextField } from '@app/components/form/FormTextField';
import type { Withdrawal } from '../hooks/useWithdrawal';
import type { WithdrawalDraft } from '../machines/withdrawalMachine';

interface WithdrawalValues {
  coins?: string;
  paymentSystem?: string;
  accountNumber?: string;
}

const validateAccountNumber = required(VALIDATION_MESSAGES.accountNumberRequired);

function draftOf(values: WithdrawalValues): WithdrawalDraft {
  return {
    coins: Number(values.coins?.trim() ?? ''),
    paymentSystem: values.paymentSystem ?? '',
    accountNumber: values.accountNumber ?? '',
  };
}

interface WithdrawalFormProps {
  availableCoins: number;
  withdrawal: Withdrawal;
}

export function WithdrawalForm({ availableCoins, withdrawal }: WithdrawalFormProps) {
  const { stage, error, submit, retry, edit } = withdrawal;
  const submitting = stage === 'submitting';
  // What was typed stays as typed: "200.5" is refused with a message, never read as 2005.
  const validateCoins = (value: string | undefined) =>
    validateWithdrawalCoinsText(value, availableCoins);

  return (
    <Form<WithdrawalValues>
      onSubmit={(values) => submit(draftOf(values))}
      render={({ handleSubmit, values, hasValidationErrors }) => {
        const draft = draftOf(values);
        const disabled = isWithdrawDisabled({
          coins: draft.coins,
          availableCoins,
          accountNumber: draft.accountNumber,
          hasError: hasValidationErrors === true,
        });
        return (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            <FormSpy
              subscription={{ values: true }}
              onChange={() => {
                if (stage === 'failed') edit();
              }}
            />
            <Field<string> name="coins" validate={validateCoins}>
              {({ input, meta }) => {
                const shown = meta.modified ? meta.error : fieldError(meta);
                return (
                  <TextField
                    {...input}
                    label={COPY.coinsToWithdraw}
                    required
                    disabled={submitting}
                    error={typeof shown === 'string'}
                    helperText={typeof shown === 'string' ? shown : COPY.rate}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  />
                );
              }}
            </Field>
            <TextField
              label={COPY.withdrawAmount}
              value={withdrawalAmountFor(draft.coins || 0).toFixed(2)}
              slotProps={{ input: { readOnly: true } }}
            />
            <FormTextField
              name="paymentSystem"
              label={COPY.paymentSystem}
              select
              required
              disabled={submitting}
              validate={validatePaymentSystem}
            >
              {PAYMENT_SYSTEMS.map((system) => (
                <MenuItem key={system} value={system}>
                  {system}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              name="accountNumber"
              label={COPY.accountNumber}
              required
              disabled={submitting}
              validate={validateAccountNumber}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.accountNumber } }}
            />
            {stage === 'failed' && error && (
              <Alert
                severity="error"
                sx={{ gridColumn: '1 / -1' }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {COMMON_COPY.tryAgain}
                  </Button>
                }
              >
                {error}
              </Alert>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={disabled}
                loading={submitting}
              >
                {COPY.submit}
              </Button>
            </Box>
          </Box>
        );
      }}
    />
  );
}
