import { screen } from '@testing-library/react';

import { allowScrolling, showEverything } from '@test/app/support/browser';
import { renderApp } from '@test/app/support/render';

beforeAll(() => {
  showEverything();
  allowScrolling();
});

test('the Unauthorized page says the visitor may not see the page and leads home', async () => {
  const { user } = renderApp('/unauthorized');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized' }),
  ).toBeInTheDocument();
  expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  expect(document.title).toBe('Unauthorized - Coinwork');

  await user.click(screen.getByRole('link', { name: 'Go to Home' }));
  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Welcome - Coinwork');
});

test('an unknown address shows a friendly not-found page with the way home', async () => {
  renderApp('/no/such/page');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

test.each([
  ['/login', 'Login'],
  ['/register', 'Register'],
])('%s has its own page', async (route, heading) => {
  renderApp(route);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
