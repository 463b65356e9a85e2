/** A MUI TextField bound to a react-final-form field, showing its validation message. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValidator } from 'final-form';
import { Field } from 'react-final-form';

import { fieldError } from './fieldError';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
> & {
  name: string;
  validate?: FieldValidator<string>;
};

export function FormTextField({ name, validate, helperText, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input: { value, onChange, onBlur, onFocus }, meta }) => {
        const error = fieldError(meta);
        return (
          <TextField
            {...props}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            error={error !== undefined}
            helperText={error ?? helperText}
          />
        );
      }}
    </Field>
  );
}
