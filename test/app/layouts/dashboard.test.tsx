import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { ROLE_LABELS } from '@contract/copy/common';
import { notification, submission } from '@test/app/support/apiWorld';
import { heldAnswer } from '@test/app/support/heldAnswer';
import {
  admin,
  buyer,
  identityOf,
  onDesktopScreen,
  rememberSession,
  setUpAccountWorld,
  worker,
} from '@test/app/support/accountWorld';

const { world, open, openWhileLoading } = setUpAccountWorld();

function sidebarLinks() {
  const nav = within(screen.getByRole('navigation', { name: 'Dashboard navigation' }));
  return nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('getting in', () => {
  it('sends a signed-out visitor to /login, and home after logging in (no remembered page)', async () => {
    const { user, effects, location } = await open('/dashboard/withdrawals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), worker.email);
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => effects.succeed('logIn', identityOf(worker)));

    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Withdrawals' }),
    ).not.toBeInTheDocument();
  });

  it('shows a returning person their screen before the identity provider has answered, and leaves when it says they are out', async () => {
    rememberSession(worker);
    const { effects, location } = openWhileLoading('/dashboard/submissions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Submissions' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: submission.task_title })).toBeInTheDocument();
    expect(world.lastRequest('GET', '/user').authorization).toBe('Bearer remembered-token');
    expect(world.lastRequest('GET', '/my-submissions').authorization).toBe(
      'Bearer remembered-token',
    );
    // The route asked for the screen's data once, beside the record; the table found it there.
    expect(world.countOf('GET', '/my-submissions')).toBe(1);
    expect(world.countOf('GET', '/user')).toBe(1);

    await act(() => effects.reportAuthState(null));
    await waitFor(() => expect(location.pathname).toBe('/login'));
  });

  it('asks for the screen’s data again when another person takes over the session in another tab', async () => {
    const nextAdmin = {
      ...admin,
      _id: 'user-dara',
      name: 'Dara Holm',
      email: 'dara@coinwork.test',
    };
    world.answer('get', '/user', (request) => {
      const email = new URL(request.url).searchParams.get('email');
      return HttpResponse.json(email === nextAdmin.email ? nextAdmin : admin);
    });
    const { effects } = await open('/dashboard/manage-users', { signedInAs: admin });
    expect(await screen.findByRole('cell', { name: buyer.email })).toBeInTheDocument();
    const askedBefore = world.countOf('GET', '/users');

    // No signed-out moment between them: the provider reports the next person straight away.
    await act(() => effects.reportAuthState(identityOf(nextAdmin)));

    // The list does not name who asks: the first person's cached copy must not be shown.
    await waitFor(() => expect(world.countOf('GET', '/users')).toBe(askedBefore + 1));
    expect(await screen.findByRole('cell', { name: buyer.email })).toBeInTheDocument();
    expect(world.lastRequest('GET', '/user').query.email).toBe(nextAdmin.email);
  });

  it('shows a named spinner while auth loads, and while the user record loads', async () => {
    let answerRecord: () => void = () => undefined;
    world.answer('get', '/user', async () => {
      await new Promise<void>((resolve) => {
        answerRecord = resolve;
      });
      return HttpResponse.json(worker);
    });
    const { effects } = openWhileLoading('/dashboard/worker-home');

    expect(
      await screen.findByRole('progressbar', { name: 'Loading your dashboard…' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dashboard - Coinwork');

    await act(() => effects.reportAuthState(identityOf(worker)));
    await waitFor(() => expect(world.countOf('GET', '/user')).toBe(1));
    expect(
      screen.getByRole('progressbar', { name: 'Loading your dashboard…' }),
    ).toBeInTheDocument();

    answerRecord();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Worker Home' }),
    ).toBeInTheDocument();
    // The screen's own sections may still be loading; the dashboard's spinner is gone.
    expect(
      screen.queryByRole('progressbar', { name: 'Loading your dashboard…' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    { person: worker, home: '/dashboard/worker-home', heading: 'Worker Home' },
    { person: buyer, home: '/dashboard/buyer-home', heading: 'Buyer Home' },
    { person: admin, home: '/dashboard/admin-home', heading: 'Admin Home' },
  ])('/dashboard opens the home of a $person.role', async ({ person, home, heading }) => {
    const { location } = await open('/dashboard', { signedInAs: person });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location.pathname).toBe(home);
    expect(document.title).toBe(`${heading} - Coinwork`);
  });

  it('shows nothing at all to a person of another role, and does not redirect', async () => {
    const { location } = await open('/dashboard/manage-users', { signedInAs: worker });
    await screen.findByRole('button', { name: 'Open the account menu' });

    const main = screen.getByRole('main');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
    expect(main.textContent).toBe('');
    expect(location.pathname).toBe('/dashboard/manage-users');
  });

  it('says so, and offers another try, when the user record cannot be loaded', async () => {
    world.answer('get', '/user', () =>
      HttpResponse.json({ message: 'No user with this e-mail.' }, { status: 404 }),
    );
    const { user } = await open('/dashboard/profile', { signedInAs: worker });

    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No user with this e-mail.');

    world.answer('get', '/user', worker);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Bo Reed!' })).toBeInTheDocument();
  });
});

describe('the sidebar', () => {
  onDesktopScreen();

  it.each([
    {
      person: worker,
      links: [
        ['Home', '/dashboard/worker-home'],
        ['Tasks List', '/dashboard/tasks'],
        ['My Submissions', '/dashboard/submissions'],
        ['Withdrawals', '/dashboard/withdrawals'],
      ],
    },
    {
      person: buyer,
      links: [
        ['Home', '/dashboard/buyer-home'],
        ['Add New Tasks', '/dashboard/add-tasks'],
        ['My Tasks', '/dashboard/my-tasks'],
        ['Purchase Coin', '/dashboard/purchase'],
        ['Payment History', '/dashboard/payment-history'],
      ],
    },
    {
      person: admin,
      links: [
        ['Home', '/dashboard/admin-home'],
        ['Manage Users', '/dashboard/manage-users'],
        ['Manage Tasks', '/dashboard/manage-tasks'],
        ['Appeals', '/dashboard/appeals'],
      ],
    },
  ])('has the name, role and links of a $person.role', async ({ person, links }) => {
    await open('/dashboard', { signedInAs: person });
    await screen.findByRole('navigation', { name: 'Dashboard navigation' });

    expect(sidebarLinks()).toEqual(links);
    expect(screen.getByText(person.name)).toBeInTheDocument();
    expect(screen.getByText(ROLE_LABELS[person.role])).toBeInTheDocument();
  });

  it('marks the current page’s link and follows the links', async () => {
    const { user, location } = await open('/dashboard/buyer-home', { signedInAs: buyer });
    const nav = within(await screen.findByRole('navigation', { name: 'Dashboard navigation' }));

    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'My Tasks' })).not.toHaveAttribute('aria-current');

    await user.click(nav.getByRole('link', { name: 'Payment History' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment History' }),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/dashboard/payment-history');
    expect(nav.getByRole('link', { name: 'Payment History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('on a phone', () => {
  it('keeps the sidebar in a drawer that the hamburger opens and a link closes', async () => {
    const { user } = await open('/dashboard/worker-home', { signedInAs: worker });
    const hamburger = await screen.findByRole('button', { name: 'Open the navigation' });
    expect(
      screen.queryByRole('navigation', { name: 'Dashboard navigation' }),
    ).not.toBeInTheDocument();

    await user.click(hamburger);
    const nav = within(await screen.findByRole('navigation', { name: 'Dashboard navigation' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    await user.click(nav.getByRole('link', { name: 'Tasks List' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tasks List' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('navigation', { name: 'Dashboard navigation' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('the top bar', () => {
  it('links the brand home and shows the coin balance', async () => {
    await open('/dashboard/buyer-home', { signedInAs: buyer });
    const bar = within(await screen.findByRole('banner'));

    expect(bar.getByRole('link', { name: 'Coinwork' })).toHaveAttribute('href', '/');
    expect(await bar.findByTitle('Available coins')).toHaveTextContent('Available coins: 120');
  });

  it('shows an admin the coins of all users', async () => {
    await open('/dashboard/admin-home', { signedInAs: admin });

    const pill = await within(await screen.findByRole('banner')).findByTitle('Coins of all users');
    expect(pill).toHaveTextContent('Coins of all users: 210');
  });

  it('gives a worker a bell with a red dot and the notifications in a dropdown', async () => {
    const { user } = await open('/dashboard/worker-home', { signedInAs: worker });

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 in total' });
    expect(within(bell).getByTitle('You have notifications')).toBeInTheDocument();
    expect(world.lastRequest('GET', '/notifications').query).toEqual({ email: worker.email });

    await user.click(bell);
    const dropdown = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const items = dropdown.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(notification.message);
    const time = within(items[0] as HTMLElement).getByText(/ago|in \d|now|yesterday|tomorrow/);
    expect(time).toHaveAttribute('dateTime', notification.time);
    expect(time.getAttribute('title')).toMatch(/2030/);
  });

  it('shows a notification’s detail under its message, before its time', async () => {
    const rejected = {
      ...notification,
      _id: 'notification-2',
      message: 'Your submission for Tag ten photos was rejected by ada@coinwork.test.',
      detail: 'Incomplete work: only four of the ten photos are tagged.',
    };
    world.answer('get', '/notifications', [rejected, notification]);
    const { user } = await open('/dashboard/worker-home', { signedInAs: worker });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 in total' }));
    const dropdown = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const [withDetail, withoutDetail] = dropdown.getAllByRole('listitem');
    const item = within(withDetail as HTMLElement);
    expect(item.getByText(rejected.message)).toBeVisible();
    const detail = item.getByText(rejected.detail);
    expect(detail).toBeVisible();
    expect(detail.compareDocumentPosition(item.getByText(rejected.message))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(withoutDetail).toHaveTextContent(notification.message);
    expect(withoutDetail).not.toHaveTextContent(rejected.detail);
  });

  it('shows a worker without notifications a bell without a dot', async () => {
    world.answer('get', '/notifications', []);
    const { user } = await open('/dashboard/worker-home', { signedInAs: worker });

    const bell = await screen.findByRole('button', { name: 'Notifications, none' });
    expect(within(bell).queryByTitle('You have notifications')).not.toBeInTheDocument();
    await user.click(bell);
    expect(screen.getByText('No notifications yet.')).toBeInTheDocument();
  });

  it('says the notifications are loading while they are, never that there are none', async () => {
    const held = heldAnswer([notification]);
    world.answer('get', '/notifications', held.reply);
    const { user } = await open('/dashboard/worker-home', { signedInAs: worker });

    await user.click(await screen.findByRole('button', { name: 'Notifications, loading' }));
    const dropdown = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(dropdown.getByRole('status')).toHaveTextContent('Loading your notifications…');
    expect(dropdown.queryByText('No notifications yet.')).not.toBeInTheDocument();

    held.release();
    expect(await dropdown.findByText(notification.message)).toBeVisible();
    // Behind the open dropdown, which hides the rest of the page from assistive technology.
    expect(
      screen.getByRole('button', { name: 'Notifications, 1 in total', hidden: true }),
    ).toBeInTheDocument();
  });

  it('gives a buyer no bell: their notifications (new appeals) come as alerts', async () => {
    await open('/dashboard/buyer-home', { signedInAs: buyer });
    await screen.findByRole('heading', { level: 1, name: 'Buyer Home' });

    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await waitFor(() => expect(world.countOf('GET', '/notifications')).toBe(1));
  });

  it('gives an admin neither a bell nor a notification feed', async () => {
    await open('/dashboard/admin-home', { signedInAs: admin });
    await screen.findByRole('heading', { level: 1, name: 'Admin Home' });

    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(world.countOf('GET', '/notifications')).toBe(0);
  });
});

describe('the profile', () => {
  it('welcomes the person and shows their photo, e-mail, role, id and coins', async () => {
    const { user, effects, location } = await open('/dashboard/profile', { signedInAs: worker });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Bo Reed!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Bo Reed' })).toHaveAttribute(
      'src',
      worker.photo,
    );
    const facts = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Email', 'bo@coinwork.test'],
      ['Role', 'Worker'],
      ['User ID', 'user-bo'],
      ['Available coins', '35'],
    ]);
    expect(document.title).toBe('Profile - Coinwork');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(effects.isRunning('signOut')).toBe(true);
    await act(() => effects.succeed('signOut'));
    expect(location.pathname).toBe('/');
  });
});
