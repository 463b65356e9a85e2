import { screen, within } from '@testing-library/react';

import { allowScrolling, showEverything } from '@test/app/support/browser';
import { renderApp } from '@test/app/support/render';
import {
  allowForLazySections,
  LAZY_WAIT_MS,
  PRELOAD_TIMEOUT_MS,
  preloadPublicPages,
} from '@test/app/support/lazyModules';

beforeAll(() => {
  showEverything();
  allowScrolling();
});
afterEach(() => localStorage.clear());
allowForLazySections();
beforeAll(preloadPublicPages, PRELOAD_TIMEOUT_MS);

/** The page and its footer have arrived (both are loaded on demand). */
async function pageLoaded() {
  await screen.findByRole('heading', { name: 'Unauthorized' });
  await screen.findByRole('contentinfo', {}, { timeout: LAZY_WAIT_MS });
}

test('the header links home, to the developer programme and to sign-in', async () => {
  renderApp('/unauthorized');
  await pageLoaded();
  const header = within(screen.getByRole('banner'));

  expect(header.getByRole('link', { name: 'Coinwork' })).toHaveAttribute('href', '/');
  const developers = header.getByRole('link', { name: /^Join as a Developer/ });
  expect(developers).toHaveAttribute('target', '_blank');
  expect(developers.getAttribute('rel')).toMatch(/\bnoopener\b/);
  expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

test('the colour scheme toggle switches to dark and back, and remembers the choice', async () => {
  const { user, unmount } = renderApp('/unauthorized');
  await pageLoaded();

  await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();

  unmount();
  renderApp('/unauthorized');
  await pageLoaded();
  const toggle = screen.getByRole('button', { name: 'Switch to light mode' });
  await user.click(toggle);
  expect(document.documentElement).toHaveClass('light');
  expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
});

test('the footer has the three columns, the copyright line and three social links', async () => {
  renderApp('/unauthorized');
  await pageLoaded();
  const footer = within(screen.getByRole('contentinfo'));

  const columns = {
    Services: ['Branding', 'Design', 'Marketing', 'Advertisement'],
    Company: ['About us', 'Contact', 'Jobs', 'Press kit'],
    Legal: ['Terms of use', 'Privacy policy', 'Cookie policy'],
  };
  for (const [heading, items] of Object.entries(columns)) {
    const column = footer.getByRole('list', { name: heading });
    expect(
      within(column)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  }
  expect(footer.getByText('© 2025 Coinwork. All rights reserved.')).toBeInTheDocument();

  for (const name of ['GitHub', 'LinkedIn', 'X']) {
    const link = footer.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
});
