/**
 * The local stand-in for Google's account chooser (Auth Emulator only; see
 * emulatorGoogleSignIn.ts): opened as a popup by the login page, it sends the typed test
 * account back to its opener and closes.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form } from 'react-final-form';

import { EMULATOR_GOOGLE_COPY as COPY } from '@contract/copy/auth';
import { required, validateEmail } from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { AuthPageLayout, UNMARKED_LABEL } from '../components/AuthPageLayout';
import { GoogleIcon } from '../components/GoogleIcon';
import type { EmulatorGoogleAccount } from '../emulatorGoogleAccount';

interface MessageTarget {
  postMessage(message: EmulatorGoogleAccount, targetOrigin: string): void;
}

function isMessageTarget(value: unknown): value is MessageTarget {
  return (
    typeof value === 'object' &&
    value !== null &&
    'postMessage' in value &&
    typeof value.postMessage === 'function'
  );
}

const validateDisplayName = required(COPY.displayNameRequired);

export function EmulatorGooglePage() {
  const signIn = ({ email, displayName }: EmulatorGoogleAccount) => {
    const opener: unknown = window.opener;
    if (isMessageTarget(opener)) {
      opener.postMessage(
        { email: email.trim(), displayName: displayName.trim() },
        window.location.origin,
      );
    }
    window.close();
  };

  return (
    <AuthPageLayout heading={COPY.heading} intro={COPY.intro}>
      <Form<EmulatorGoogleAccount>
        onSubmit={signIn}
        render={({ handleSubmit }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <FormTextField
              name="email"
              label={COPY.email}
              type="email"
              autoComplete="email"
              required
              fullWidth
              slotProps={UNMARKED_LABEL}
              validate={validateEmail}
            />
            <FormTextField
              name="displayName"
              label={COPY.displayName}
              autoComplete="name"
              required
              fullWidth
              slotProps={UNMARKED_LABEL}
              validate={validateDisplayName}
            />
            <Button
              type="submit"
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<GoogleIcon />}
            >
              {COPY.submit}
            </Button>
          </Stack>
        )}
      />
    </AuthPageLayout>
  );
}
