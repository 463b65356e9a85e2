import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  admin,
  buyer,
  identityOf,
  rememberSession,
  setUpAccountWorld,
  worker,
} from '@test/app/support/accountWorld';

const { world, open, openWhileLoading } = setUpAccountWorld();

function header() {
  return within(screen.getByRole('banner'));
}

/** Once the page's route has rendered its header. */
async function accountMenuButton() {
  const banner = within(await screen.findByRole('banner'));
  return banner.findByRole('button', { name: 'Open the account menu' });
}

test('a visitor sees the Login and Register links', async () => {
  await open('/unauthorized');
  await screen.findByRole('heading', { name: 'Unauthorized' });

  expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(header().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(header().queryByRole('button', { name: 'Open the account menu' })).not.toBeInTheDocument();
});

test('a returning person sees neither links nor account until the provider has answered', async () => {
  localStorage.setItem('coinwork.signedIn', '1');
  const { effects } = openWhileLoading('/unauthorized');
  await screen.findByRole('heading', { name: 'Unauthorized' });

  expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(header().queryByRole('button', { name: 'Open the account menu' })).not.toBeInTheDocument();

  await act(() => effects.reportAuthState(identityOf(worker)));
  expect(await accountMenuButton()).toBeInTheDocument();
  expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

test('a returning person whose session the browser remembers sees their account at once, and can log out before the provider has answered', async () => {
  localStorage.setItem('coinwork.signedIn', '1');
  rememberSession(buyer);
  const { effects } = openWhileLoading('/unauthorized');

  // Rendered from the remembered session: the identity provider has not answered yet.
  const menuButton = await accountMenuButton();
  expect(await header().findByTitle('Available coins')).toHaveTextContent(
    `Available coins: ${buyer.availableCoin}`,
  );
  expect(world.lastRequest('GET', '/user').authorization).toBe('Bearer remembered-token');
  expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(menuButton);
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  expect(effects.isRunning('signOut')).toBe(false);

  // The Logout waited for the provider, and goes through once it has said who is signed in.
  await act(() => effects.reportAuthState(identityOf(buyer)));
  expect(effects.isRunning('signOut')).toBe(true);
  await act(() => effects.succeed('signOut'));
  expect(await header().findByRole('link', { name: 'Login' })).toBeInTheDocument();
});

test('signing out leaves no hint behind, so the next visit shows the links at once', async () => {
  localStorage.setItem('coinwork.signedIn', '1');
  const { effects } = openWhileLoading('/unauthorized');

  await act(() => effects.reportAuthState(null));

  expect(await header().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(localStorage.getItem('coinwork.signedIn')).toBeNull();
});

test('a signed-in person sees their own coins and an avatar menu', async () => {
  const { user } = await open('/unauthorized', { signedInAs: worker });

  const badge = await header().findByTitle('Available coins');
  expect(badge).toHaveTextContent('Available coins: 35');
  expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(localStorage.getItem('coinwork.signedIn')).toBe('1');

  const menuButton = await accountMenuButton();
  await user.click(menuButton);
  const menu = within(await screen.findByRole('menu'));
  expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Profile',
    'Dashboard',
    'Logout',
  ]);
  expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/dashboard/profile',
  );
  expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/worker-home',
  );
});

test.each([
  { person: buyer, home: '/dashboard/buyer-home' },
  { person: admin, home: '/dashboard/admin-home' },
])('the Dashboard link of a $person.role leads to $home', async ({ person, home }) => {
  const { user } = await open('/unauthorized', { signedInAs: person });

  await user.click(await accountMenuButton());

  expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', home);
});

test('an admin’s badge shows the coins of all users together', async () => {
  await open('/unauthorized', { signedInAs: admin });

  const badge = await header().findByTitle('Coins of all users');
  expect(badge).toHaveTextContent('Coins of all users: 210');
});

test('the menu works from the keyboard and logs out', async () => {
  const { user, effects } = await open('/unauthorized', { signedInAs: buyer });
  const menuButton = await accountMenuButton();

  act(() => menuButton.focus());
  await user.keyboard('{Enter}');
  // The menu's code arrives when it is first opened; then the first item takes focus.
  const profile = await screen.findByRole('menuitem', { name: 'Profile' });
  await waitFor(() => expect(profile).toHaveFocus());
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(effects.isRunning('signOut')).toBe(true);
  await act(() => effects.succeed('signOut'));
  expect(await header().findByRole('link', { name: 'Login' })).toBeInTheDocument();
});
