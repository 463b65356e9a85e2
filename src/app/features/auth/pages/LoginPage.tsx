/**
 * The login page (docs/product.md#login-page): e-mail and password, or Google. After an e-mail
 * login the person goes home, wherever they were sent here from (a remembered page would outlive a
 * logout and open one person's page for the next, see docs/product.md); after a Google login to
 * /dashboard when their user record was just created, otherwise home.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Navigate, Link as RouterLink } from 'react-router';

import { LOGIN_COPY } from '@contract/copy/auth';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { VALIDATION_MESSAGES } from '@contract/messages';
import { required } from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { AuthPageLayout, UNMARKED_LABEL } from '../components/AuthPageLayout';
import { GoogleIcon } from '../components/GoogleIcon';
import { PasswordField } from '../components/PasswordField';
import { useAuthSend, useAuthState } from '../useAuth';

interface LoginValues {
  email: string;
  password: string;
}

const validateEmail = required(VALIDATION_MESSAGES.emailRequired);
const validatePassword = required(VALIDATION_MESSAGES.passwordRequired);

export function LoginPage() {
  const { status, loading, insertedGoogleUser } = useAuthState();
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
      <Form<LoginValues>
        onSubmit={logIn}
        render={({ handleSubmit }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <FormTextField
              name="email"
              label={LOGIN_COPY.email}
              type="email"
              autoComplete="email"
              required
              fullWidth
              slotProps={UNMARKED_LABEL}
              validate={validateEmail}
            />
            <PasswordField
              label={LOGIN_COPY.password}
              autoComplete="current-password"
              validate={validatePassword}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={loading}
              loading={loading && pressed === 'email'}
            >
              {LOGIN_COPY.submit}
            </Button>
          </Stack>
        )}
      />
      <Divider sx={{ my: 3, color: 'text.secondary' }}>{LOGIN_COPY.divider}</Divider>
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={logInWithGoogle}
        disabled={loading}
        loading={loading && pressed === 'google'}
      >
        {LOGIN_COPY.google}
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {`${LOGIN_COPY.noAccount} `}
        </Typography>
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 500 }}>
          {LOGIN_COPY.registerLink}
        </Link>
      </Box>
    </AuthPageLayout>
  );
}
