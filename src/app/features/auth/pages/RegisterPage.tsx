/**
 * The registration page (docs/product.md#register-page, #validation-rules): name, e-mail, role,
 * password with its live strength, and a photo. The auth machine creates the account, uploads the
 * photo (the progress shows here), sets name and photo and saves the user record; then the person
 * goes home.
 */
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate } from 'react-router';

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
import { AuthForm, AuthSubmitButton } from '../components/AuthForm';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { AuthPageSwitch } from '../components/AuthPageSwitch';
import { AuthTextField, EmailField } from '../components/AuthTextField';
import { PasswordField } from '../components/PasswordField';
import { PhotoField } from '../components/PhotoField';
import { RoleField } from '../components/RoleField';
import { useAuthSend, useAuthFlow } from '../hooks/useAuth';

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
  const { status, loading, uploadProgress } = useAuthFlow();
  const send = useAuthSend();
  const [submitted, setSubmitted] = useState(false);

  if (status === 'signedIn') return <Navigate to="/" replace />;

  const register = ({ name, email, role, password, photo }: RegisterValues) => {
    setSubmitted(true);
    send({ type: 'REGISTER', name: name.trim(), email: email.trim(), role, password, photo });
  };

  return (
    <AuthPageLayout heading={REGISTER_COPY.heading} intro={REGISTER_COPY.intro}>
      <AuthForm<RegisterValues> onSubmit={register}>
        <AuthTextField
          name="name"
          label={REGISTER_COPY.fullName}
          autoComplete="name"
          validate={validateName}
        />
        <EmailField label={REGISTER_COPY.email} validate={validateEmail} />
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
        <AuthSubmitButton disabled={loading} loading={loading && submitted}>
          {REGISTER_COPY.submit}
        </AuthSubmitButton>
      </AuthForm>
      <AuthPageSwitch
        prompt={REGISTER_COPY.haveAccount}
        to="/login"
        link={REGISTER_COPY.loginLink}
      />
    </AuthPageLayout>
  );
}
