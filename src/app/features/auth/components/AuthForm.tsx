/**
 * The form of an auth page and its main button. The fields validate through react-final-form,
 * not the browser, so every page shows its own messages.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

interface AuthFormProps<Values> {
  onSubmit: (values: Values) => void;
  children: ReactNode;
}

export function AuthForm<Values>({ onSubmit, children }: AuthFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
          {children}
        </Stack>
      )}
    />
  );
}

/** The form's main button; the page disables it while the auth machine is busy. */
export function AuthSubmitButton(props: Pick<ButtonProps, 'disabled' | 'loading' | 'children'>) {
  return <Button type="submit" variant="contained" size="large" fullWidth {...props} />;
}
