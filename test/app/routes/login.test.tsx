import { act, screen } from '@testing-library/react';

import { buyer, identityOf, setUpAccountWorld, worker } from '@test/app/support/accountWorld';

const { open } = setUpAccountWorld();

async function loginForm() {
  return {
    email: await screen.findByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Login' }),
    google: screen.getByRole('button', { name: 'Sign in with Google' }),
  };
}

test('the login page has its fields, both ways to sign in and a link to register', async () => {
  await open('/login');

  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  const form = await loginForm();
  expect(form.email).toHaveAttribute('type', 'email');
  expect(form.password).toHaveAttribute('type', 'password');
  expect(document.title).toBe('Login - Coinwork');
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('e-mail and password are required', async () => {
  const { user, effects } = await open('/login');
  const form = await loginForm();

  await user.click(form.submit);

  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(effects.isRunning('logIn')).toBe(false);
});

test('a failed login shows the spec’s alert and lets the person try again', async () => {
  const { user, effects } = await open('/login');
  const form = await loginForm();
  await user.type(form.email, ' ada@coinwork.test ');
  await user.type(form.password, 'wrong-password');

  await user.click(form.submit);
  expect(effects.inputOf('logIn')).toEqual({
    email: 'ada@coinwork.test',
    password: 'wrong-password',
  });
  expect(form.submit).toBeDisabled();
  expect(form.google).toBeDisabled();
  await act(() => effects.fail('logIn', new Error('Firebase: Error (auth/invalid-credential).')));

  expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText(/auth\/invalid-credential/)).not.toBeInTheDocument();
  expect(form.submit).toBeEnabled();
});

test('a failed Google login shows the spec’s alert', async () => {
  const { user, effects } = await open('/login');
  const form = await loginForm();

  await user.click(form.google);
  expect(form.google).toBeDisabled();
  await act(() => effects.fail('signInWithGoogle', new Error('auth/popup-closed-by-user')));

  expect(await screen.findByText('Google Login Failed')).toBeInTheDocument();
  expect(
    screen.getByText('There was an issue logging in with Google. Please try again.'),
  ).toBeInTheDocument();
});

test('after an e-mail login the person goes home', async () => {
  const { user, effects, location } = await open('/login');
  const form = await loginForm();
  await user.type(form.email, buyer.email);
  await user.type(form.password, 'Str0ng!pass');

  await user.click(form.submit);
  await act(() => effects.succeed('logIn', identityOf(buyer)));

  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(location.pathname).toBe('/');
});

test('a Google login that created the user record opens the dashboard', async () => {
  const { user, effects, location } = await open('/login');

  await user.click((await loginForm()).google);
  await act(() => effects.succeed('signInWithGoogle', identityOf(worker)));
  await act(() => effects.succeed('saveGoogleUser', { insertedId: worker._id, user: worker }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Worker Home' })).toBeInTheDocument();
  expect(location.pathname).toBe('/dashboard/worker-home');
});

test('a Google login of a known person goes home', async () => {
  const { user, effects, location } = await open('/login');

  await user.click((await loginForm()).google);
  await act(() => effects.succeed('signInWithGoogle', identityOf(worker)));
  await act(() => effects.succeed('saveGoogleUser', { insertedId: null, user: worker }));

  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(location.pathname).toBe('/');
});

test('a signed-in visitor to /login goes home', async () => {
  const { location } = await open('/login', { signedInAs: buyer });

  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(location.pathname).toBe('/');
});
