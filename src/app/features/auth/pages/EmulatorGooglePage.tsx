/**
 * The local stand-in for Google's account chooser (Auth Emulator only; see
 * emulatorGoogleSignIn.ts): opened as a popup by the login page, it sends the typed test
 * account back to its opener and closes.
 */
import { EMULATOR_GOOGLE_COPY as COPY } from '@contract/copy/auth';
import { required, validateEmail } from '@contract/validation';
import { AuthForm } from '../components/AuthForm';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { AuthTextField, EmailField } from '../components/AuthTextField';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
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
      <AuthForm<EmulatorGoogleAccount> onSubmit={signIn}>
        <EmailField label={COPY.email} validate={validateEmail} />
        <AuthTextField
          name="displayName"
          label={COPY.displayName}
          autoComplete="name"
          validate={validateDisplayName}
        />
        <GoogleSignInButton type="submit">{COPY.submit}</GoogleSignInButton>
      </AuthForm>
    </AuthPageLayout>
  );
}
