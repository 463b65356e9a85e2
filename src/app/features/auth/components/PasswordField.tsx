/**
 * A password field with a show/hide button and, when asked for, the live strength text of
 * docs/product.md#validation-rules (advisory only), announced politely as it changes.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldValidator } from 'final-form';
import { useId, useState } from 'react';
import { Field } from 'react-final-form';

import { REGISTER_COPY } from '@contract/copy/auth';
import { passwordStrength, passwordStrengthText } from '@contract/validation';
import { fieldError } from '@app/components/form/fieldError';
import { UNMARKED_LABEL } from './AuthPageLayout';

interface PasswordFieldProps {
  label: string;
  validate: FieldValidator<string>;
  autoComplete: 'current-password' | 'new-password';
  showStrength?: boolean;
}

export function PasswordField({ label, validate, autoComplete, showStrength }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const strengthId = useId();
  return (
    <Field<string> name="password" validate={validate}>
      {({ input: { value, onChange, onBlur, onFocus }, meta }) => {
        const error = fieldError(meta);
        const strength = value ? passwordStrength(value) : undefined;
        const describedBy = [error && `${inputId}-helper-text`, showStrength && strengthId]
          .filter(Boolean)
          .join(' ');
        return (
          <>
            <TextField
              id={inputId}
              label={label}
              name="password"
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              required
              fullWidth
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              error={error !== undefined}
              helperText={error}
              slotProps={{
                ...UNMARKED_LABEL,
                htmlInput: { 'aria-describedby': describedBy || undefined },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        edge="end"
                        onClick={() => setVisible((shown) => !shown)}
                        aria-label={
                          visible ? REGISTER_COPY.hidePassword : REGISTER_COPY.showPassword
                        }
                        aria-pressed={visible}
                      >
                        {visible ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {showStrength && (
              <Typography
                id={strengthId}
                aria-live="polite"
                variant="body2"
                sx={(theme) => ({
                  mt: 0.5,
                  ml: 1.75,
                  minHeight: '1.5em',
                  fontWeight: 500,
                  color: strength === 'strong' ? 'success.main' : 'error.main',
                  // The dark scheme's main shades are too dim for small text on paper.
                  ...theme.applyStyles('dark', {
                    color: strength === 'strong' ? 'success.light' : 'error.light',
                  }),
                })}
              >
                {strength && passwordStrengthText(value)}
              </Typography>
            )}
          </>
        );
      }}
    </Field>
  );
}
