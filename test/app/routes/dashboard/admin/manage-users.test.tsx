import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import type { User } from '@contract/schemas/users';
import { admin, buyer, setUpAccountWorld, worker } from '@test/app/support/accountWorld';

const { world, open } = setUpAccountWorld();

function answerUsers(users: User[], total = users.length): void {
  world.answer('get', '/users', () =>
    HttpResponse.json(users, { headers: { [TOTAL_COUNT_HEADER]: String(total) } }),
  );
}

/** The table row whose Name cell reads `name`. */
function rowOf(name: string) {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name }) !== null);
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

describe('Manage Users', () => {
  it('counts all users in the heading and lists photo, name, e-mail, coin, role and delete', async () => {
    answerUsers([admin, buyer, worker], 50_000);
    await open('/dashboard/manage-users', { signedInAs: admin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Users (50,000)' }),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Users' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Photo',
      'Name',
      'Email',
      'Coin',
      'Role',
      'Action',
    ]);
    expect(rowOf('Ada Quill').getByRole('cell', { name: 'ada@coinwork.test' })).toBeInTheDocument();
    expect(rowOf('Ada Quill').getByRole('cell', { name: '120' })).toBeInTheDocument();
    expect(
      rowOf('Ada Quill').getByRole('combobox', { name: 'Role of Ada Quill' }),
    ).toHaveDisplayValue('Buyer');
    expect(rowOf('Ada Quill').getByRole('button', { name: 'Delete Ada Quill' })).toBeEnabled();
    expect(world.lastRequest('GET', '/users').query).toEqual({ page: '1', limit: '10' });
  });

  it('pages on the server, so any number of users stays quick', async () => {
    world.answer('get', '/users', (request) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      return HttpResponse.json([{ ...worker, _id: `user-${page}`, name: `Person ${page}` }], {
        headers: { [TOTAL_COUNT_HEADER]: '50000' },
      });
    });
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    const pagination = within(await screen.findByRole('navigation', { name: 'Pagination' }));

    expect(pagination.getByText('Page 1 of 5000')).toBeInTheDocument();
    await user.click(pagination.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('cell', { name: 'Person 2' })).toBeInTheDocument();
    expect(world.lastRequest('GET', '/users').query).toEqual({ page: '2', limit: '10' });
  });

  it('offers Admin, Buyer and Worker, and says User role updated to {role}!', async () => {
    answerUsers([admin, buyer]);
    world.answer('patch', `/users/${buyer._id}`, { ...buyer, role: 'worker' });
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    const role = rowOf('Ada Quill').getByRole('combobox', { name: 'Role of Ada Quill' });
    const options = within(role).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Admin', 'Buyer', 'Worker']);
    answerUsers([admin, { ...buyer, role: 'worker' }]);
    await user.selectOptions(role, 'Worker');

    expect(await screen.findByText('User role updated to worker!')).toBeInTheDocument();
    expect(world.lastRequest('PATCH', `/users/${buyer._id}`).body).toEqual({ role: 'worker' });
    await waitFor(() =>
      expect(rowOf('Ada Quill').getByRole('combobox')).toHaveDisplayValue('Worker'),
    );
  });

  it('shows the server’s message when a role change is refused', async () => {
    answerUsers([admin, buyer]);
    world.answer('patch', `/users/${buyer._id}`, () =>
      HttpResponse.json({ message: 'The last admin must stay an admin.' }, { status: 409 }),
    );
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    await user.selectOptions(
      rowOf('Ada Quill').getByRole('combobox', { name: 'Role of Ada Quill' }),
      'Admin',
    );

    expect(await screen.findByText('The last admin must stay an admin.')).toBeInTheDocument();
    await waitFor(() =>
      expect(rowOf('Ada Quill').getByRole('combobox')).toHaveDisplayValue('Buyer'),
    );
  });

  it('deletes a user after asking, and says User deleted successfully!', async () => {
    answerUsers([admin, buyer, worker]);
    world.answer('delete', `/users/${worker._id}`, { deletedCount: 1 });
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(rowOf('Bo Reed').getByRole('button', { name: 'Delete Bo Reed' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Bo Reed?' }));
    expect(dialog.getByText("Are you sure? You won't be able to undo this!")).toBeInTheDocument();
    answerUsers([admin, buyer]);
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(world.countOf('DELETE', `/users/${worker._id}`)).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Bo Reed' })).not.toBeInTheDocument(),
    );
  });

  it('deletes nothing on No, cancel!', async () => {
    answerUsers([admin, buyer]);
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(rowOf('Ada Quill').getByRole('button', { name: 'Delete Ada Quill' }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel!' }));

    // The dialog fades out before it leaves.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(world.countOf('DELETE', `/users/${buyer._id}`)).toBe(0);
  });

  it('shows the server’s message when a deletion is refused, else the error’s', async () => {
    answerUsers([admin, buyer]);
    world.answer('delete', `/users/${buyer._id}`, () =>
      HttpResponse.json({ message: 'This account cannot be deleted now.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(rowOf('Ada Quill').getByRole('button', { name: 'Delete Ada Quill' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('This account cannot be deleted now.')).toBeInTheDocument();
  });

  it('does not offer the admin to change or delete their own account', async () => {
    answerUsers([admin, buyer]);
    await open('/dashboard/manage-users', { signedInAs: admin });
    await screen.findByRole('table', { name: 'Users' });

    expect(
      rowOf('Cleo Vance (you)').getByRole('combobox', { name: 'Role of Cleo Vance' }),
    ).toBeDisabled();
    expect(
      rowOf('Cleo Vance (you)').getByRole('button', { name: 'Delete Cleo Vance' }),
    ).toBeDisabled();
  });

  it('says so when there are no users, and when they cannot be loaded', async () => {
    world.answer('get', '/users', () =>
      HttpResponse.json({ message: 'Not allowed.' }, { status: 403 }),
    );
    const { user } = await open('/dashboard/manage-users', { signedInAs: admin });

    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    answerUsers([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no users.')).toBeInTheDocument();
  });
});
