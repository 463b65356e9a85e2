/**
 * The login page (docs/product.md#login-page): e-mail and password, or Google. After an e-mail
 * login the person goes home, wherever they were sent here from (a remembered page would outlive a
 * logout and open one person's page for the next, see docs/product.md); after a Google login to
 * /dashboard when their user record was just created, otherwise home.
 */
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { Navigate } from 'react-router';

import { LOGIN_COPY } from '@contract/copy/auth';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';
import { AuthForm, AuthSubmitButton } from '../components/AuthForm';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { AuthPageSwitch } from '../components/AuthPageSwitch';
import { EmailField } from '../components/AuthTextField';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { PasswordField } from '../components/PasswordField';
import { useAuthSend, useAuthFlow } from '../hooks/useAuth';

interface LoginValues {
  email: string;
  password: string;
}

const validateEmail = required(VALIDATION_MESSAGES.emailRequired);
const validatePassword = required(VALIDATION_MESSAGES.passwordRequired);

export function LoginPage() {
  const { status, loading, insertedGoogleUser } = useAuthFlow();
  const send = useAuthSend();
  const [pressed, setPressed] = useState<'email' | 'google' | null>(null);

  if (status === 'signedIn') {
    return <Navigate to={insertedGoogleUser ? DASHBOARD_PATHS.root : '/'} replace />;
  }

  const logIn = ({ email, password }: LoginValues) => {
    setPressed('email');
    send({ type: 'LOGIN', email: email.trim(), password });
  };
  const logInWithGoogle = () => {
    setPressed('google');
    send({ type: 'GOOGLE_LOGIN' });
  };

  return (
    <AuthPageLayout heading={LOGIN_COPY.heading} intro={LOGIN_COPY.intro}>
      <AuthForm<LoginValues> onSubmit={logIn}>
        <EmailField label={LOGIN_COPY.email} validate={validateEmail} />
        <PasswordField
          label={LOGIN_COPY.password}
          autoComplete="current-password"
          validate={validatePassword}
        />
        <AuthSubmitButton disabled={loading} loading={loading && pressed === 'email'}>
          {LOGIN_COPY.submit}
        </AuthSubmitButton>
      </AuthForm>
      <Divider sx={{ my: 3, color: 'text.secondary' }}>{LOGIN_COPY.divider}</Divider>
      <GoogleSignInButton
        type="button"
        onClick={logInWithGoogle}
        disabled={loading}
        loading={loading && pressed === 'google'}
      >
        {LOGIN_COPY.google}
      </GoogleSignInButton>
      <AuthPageSwitch prompt={LOGIN_COPY.noAccount} to="/register" link={LOGIN_COPY.registerLink} />
    </AuthPageLayout>
  );
}
