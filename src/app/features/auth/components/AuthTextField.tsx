/** The text fields of the auth forms: all required, their labels unmarked (see UNMARKED_LABEL). */
import type { FieldValidator } from 'final-form';

import { FormTextField } from '@app/components/form/FormTextField';
import { UNMARKED_LABEL } from './AuthPageLayout';

interface AuthTextFieldProps {
  name: string;
  label: string;
  type?: 'email';
  autoComplete: string;
  validate: FieldValidator<string>;
}

export function AuthTextField(props: AuthTextFieldProps) {
  return <FormTextField {...props} required fullWidth slotProps={UNMARKED_LABEL} />;
}

export function EmailField({ label, validate }: Pick<AuthTextFieldProps, 'label' | 'validate'>) {
  return (
    <AuthTextField
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      validate={validate}
    />
  );
}
