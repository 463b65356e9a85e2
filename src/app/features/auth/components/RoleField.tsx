import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Field } from 'react-final-form';

import { REGISTER_COPY } from '@contract/copy/auth';
import { ROLE_LABELS } from '@contract/copy/common';
import { SIGN_UP_ROLES } from '@contract/entities';
import { validateSignUpRole } from '@contract/validation';
import { fieldError } from '@app/components/form/fieldError';

/**
 * Worker or Buyer; nothing is chosen until the person chooses (docs/product.md#validation-rules:
 * 'Role is required').
 */
export function RoleField() {
  const errorId = useId();
  return (
    <Field<string> name="role" validate={validateSignUpRole}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FormControl component="fieldset" error={error !== undefined}>
            <FormLabel component="legend">{REGISTER_COPY.role}</FormLabel>
            <RadioGroup
              row
              name="role"
              value={input.value}
              onChange={(_event, role) => input.onChange(role)}
              aria-required
              aria-describedby={error ? errorId : undefined}
            >
              {SIGN_UP_ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  value={role}
                  control={<Radio onBlur={input.onBlur} />}
                  label={ROLE_LABELS[role]}
                />
              ))}
            </RadioGroup>
            {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    </Field>
  );
}
