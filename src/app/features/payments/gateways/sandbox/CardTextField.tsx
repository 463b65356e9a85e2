/**
 * One field of the sandbox's card form: formatted as it is typed, with the form's own
 * check under it once visited, or else the gateway's word about it.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';

import type { CardField } from '@contract/validation';
import { fieldError } from '@app/components/form/fieldError';

type CardTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'helperText'
> & {
  name: CardField;
  format: (typed: string) => string;
  /** What the gateway said about this field, until it is edited. */
  gatewayError: string | undefined;
  onEdit: () => void;
};

export function CardTextField({
  name,
  format,
  gatewayError,
  onEdit,
  ...props
}: CardTextFieldProps) {
  return (
    <Field<string> name={name} parse={format}>
      {({ input: { value, onChange, onBlur, onFocus }, meta }) => {
        const error = fieldError(meta) ?? gatewayError;
        return (
          <TextField
            {...props}
            name={name}
            value={value}
            onChange={(event) => {
              onChange(event);
              onEdit();
            }}
            onBlur={onBlur}
            onFocus={onFocus}
            error={error !== undefined}
            helperText={error}
          />
        );
      }}
    </Field>
  );
}
