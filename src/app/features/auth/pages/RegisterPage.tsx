/**
 * The registration page (docs/product.md#register-page, #validation-rules): name, e-mail, role,
 * password with its live strength, and a photo. The auth machine creates the account, uploads the
 * photo (the progress shows here), sets name and photo and saves the user record; then the person
 * goes home.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Navigate, Link as RouterLink } from 'react-router';

import { REGISTER_COPY } from '@contract/copy/auth';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import type { SignUpRole } from '@contract/entities';
import { UPLOAD_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import {
  required,
  type ValidationResult,
  validateEmail,
  validateNewPassword,
} from '@contract/validation';
import { FormTextField } from '@app/components/form/FormTextField';
import { AuthPageLayout, UNMARKED_LABEL } from '../components/AuthPageLayout';
import { PasswordField } from '../components/PasswordField';
import { PhotoField } from '../components/PhotoField';
import { RoleField } from '../components/RoleField';
import { useAuthSend, useAuthState } from '../useAuth';

interface RegisterValues {
  name: string;
  email: string;
  role: SignUpRole;
  password: string;
  photo: File;
}

const validateName = required(VALIDATION_MESSAGES.fullNameRequired);

/**
 * docs/product.md#validation-rules asks only for a photo; a too large one is refused here rather
 * than after sign-up.
 */
function validatePhoto(photo: File | undefined): ValidationResult {
  if (!photo) return VALIDATION_MESSAGES.photoRequired;
  return photo.size > MAX_UPLOAD_BYTES ? UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES) : undefined;
}

export function RegisterPage() {
  const { status, loading, uploadProgress } = useAuthState();
  const send = useAuthSend();
  const [submitted, setSubmitted] = useState(false);

  if (status === 'signedIn') return <Navigate to="/" replace />;

  const register = ({ name, email, role, password, photo }: RegisterValues) => {
    setSubmitted(true);
    send({ type: 'REGISTER', name: name.trim(), email: email.trim(), role, password, photo });
  };

  return (
    <AuthPageLayout heading={REGISTER_COPY.heading} intro={REGISTER_COPY.intro}>
      <Form<RegisterValues>
        onSubmit={register}
        render={({ handleSubmit }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <FormTextField
              name="name"
              label={REGISTER_COPY.fullName}
              autoComplete="name"
              required
              fullWidth
              slotProps={UNMARKED_LABEL}
              validate={validateName}
            />
            <FormTextField
              name="email"
              label={REGISTER_COPY.email}
              type="email"
              autoComplete="email"
              required
              fullWidth
              slotProps={UNMARKED_LABEL}
              validate={validateEmail}
            />
            <RoleField />
            <Box>
              <PasswordField
                label={REGISTER_COPY.password}
                autoComplete="new-password"
                validate={validateNewPassword}
                showStrength
              />
            </Box>
            <PhotoField validate={validatePhoto} uploadProgress={uploadProgress} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={loading}
              loading={loading && submitted}
            >
              {REGISTER_COPY.submit}
            </Button>
          </Stack>
        )}
      />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {`${REGISTER_COPY.haveAccount} `}
        </Typography>
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 500 }}>
          {REGISTER_COPY.loginLink}
        </Link>
      </Box>
    </AuthPageLayout>
  );
}
