import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import type { SignedInIdentity } from '@contract/entities';
import { setUpAccountWorld } from '@test/app/support/accountWorld';

const { open } = setUpAccountWorld();

const newAccount: SignedInIdentity = {
  uid: 'uid-dara',
  displayName: null,
  photoURL: null,
  email: 'dara@coinwork.test',
};

function photo(): File {
  return new File([new Uint8Array([137, 80, 78, 71])], 'dara.png', { type: 'image/png' });
}

async function registerForm() {
  return {
    name: await screen.findByRole('textbox', { name: 'Full Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    role: screen.getByRole('radiogroup'),
    password: screen.getByLabelText(/^Password/),
    photo: screen.getByLabelText('Choose a photo'),
    submit: screen.getByRole('button', { name: 'Register' }),
  };
}

test('every field is required, each with the spec’s message', async () => {
  const { user, effects } = await open('/register');
  const form = await registerForm();

  await user.click(form.submit);

  for (const message of [
    'Full Name is required',
    'Email is required',
    'Role is required',
    'Password is required',
    'Photo is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(effects.isRunning('createAccount')).toBe(false);
});

test('the e-mail must look like one and the password have at least 8 characters', async () => {
  const { user } = await open('/register');
  const form = await registerForm();

  await user.type(form.email, 'dara@coinwork');
  await user.type(form.password, 'Sh0rt!');
  await user.click(form.submit);

  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
});

test('the password’s strength is told live as it is typed', async () => {
  const { user } = await open('/register');
  const form = await registerForm();
  expect(form.password).toHaveAccessibleDescription('');

  await user.type(form.password, 'longbutplain');
  const strength = screen.getByText('Password is weak');
  expect(strength).toHaveAttribute('aria-live', 'polite');
  expect(form.password).toHaveAccessibleDescription('Password is weak');

  await user.clear(form.password);
  await user.type(form.password, 'Str0ng!pass');
  expect(strength).toHaveTextContent('Password is strong');
  expect(form.password).toHaveAccessibleDescription('Password is strong');
});

test('choosing a photo shows a preview of it', async () => {
  const { user } = await open('/register');
  const form = await registerForm();
  expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();

  await user.upload(form.photo, photo());

  const preview = await screen.findByRole('img', { name: 'Preview of your photo' });
  expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.getByText('dara.png')).toBeInTheDocument();
  expect(screen.getByLabelText('Choose another photo')).toHaveAttribute('accept', 'image/*');
});

async function fillIn(user: UserEvent) {
  const form = await registerForm();
  await user.type(form.name, 'Dara Lind');
  await user.type(form.email, 'dara@coinwork.test');
  await user.click(within(form.role).getByRole('radio', { name: 'Buyer' }));
  await user.type(form.password, 'Str0ng!pass');
  await user.upload(form.photo, photo());
  return form;
}

test('registering shows the upload’s progress, then says so and goes home', async () => {
  const { user, effects, location } = await open('/register');
  const form = await fillIn(user);

  await user.click(form.submit);
  expect(effects.inputOf('createAccount')).toEqual({
    email: 'dara@coinwork.test',
    password: 'Str0ng!pass',
  });
  expect(form.submit).toBeDisabled();
  await act(() => effects.succeed('createAccount', newAccount));
  await act(() => effects.uploadProgress(0.4));

  const progress = screen.getByRole('progressbar', { name: 'Uploading your photo' });
  expect(progress).toHaveAttribute('aria-valuenow', '40');
  await act(() => effects.uploadProgress(0.9));
  expect(progress).toHaveAttribute('aria-valuenow', '90');

  await act(() => effects.succeed('uploadPhoto', '/uploads/dara.png'));
  expect(
    screen.queryByRole('progressbar', { name: 'Uploading your photo' }),
  ).not.toBeInTheDocument();
  const named = { ...newAccount, displayName: 'Dara Lind', photoURL: '/uploads/dara.png' };
  await act(() => effects.succeed('setRegisteredProfile', named));
  expect(effects.inputOf('saveRegisteredUser')).toEqual({
    name: 'Dara Lind',
    email: 'dara@coinwork.test',
    role: 'buyer',
    photo: '/uploads/dara.png',
  });
  await act(() => effects.succeed('saveRegisteredUser', { insertedId: 'user-dara', user: {} }));

  expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(location.pathname).toBe('/');
});

test('a failed registration shows the error’s own message', async () => {
  const { user, effects, location } = await open('/register');
  const form = await fillIn(user);

  await user.click(form.submit);
  await act(() =>
    effects.fail('createAccount', new Error('Firebase: Error (auth/email-already-in-use).')),
  );

  expect(
    await screen.findByText('Firebase: Error (auth/email-already-in-use).'),
  ).toBeInTheDocument();
  expect(location.pathname).toBe('/register');
  expect(form.submit).toBeEnabled();
});
