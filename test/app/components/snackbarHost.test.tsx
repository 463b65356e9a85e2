import { render, screen } from '@testing-library/react';

import { notifyError, notifySuccess } from '@app/components/notify';
import { SnackbarHost } from '@app/components/SnackbarHost';

// The snackbars load after the page, so a fast failure (a wrong password answered at once)
// can be raised before they exist; it must still be shown.
test('an alert raised before the snackbar host has loaded is shown once it has', async () => {
  notifyError('Invalid email or password. Please try again.', 'Login Failed');
  render(<SnackbarHost />);
  await screen.findByText('Login Failed');
  expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
});

test('alerts raised while the host is shown appear at once, success and error alike', async () => {
  render(<SnackbarHost />);
  notifySuccess('Task added successful!');
  await screen.findByText('Task added successful!');
  notifyError('Failed to approve the submission.');
  await screen.findByText('Failed to approve the submission.');
});
