/**
 * The tables' sorting, filters and exports (src/contract/tables.ts) on one list, the admin's
 * users, with the API at the network boundary: what the list asks, what the address keeps, and
 * what Back undoes.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';

import { TOTAL_COUNT_HEADER } from '@contract/api';
import { ROLE_LABELS } from '@contract/copy/common';
import type { User } from '@contract/schemas/users';
import { SnackbarHost } from '@app/components/SnackbarHost';
import { ExportButton } from '@app/components/table/ExportButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { useGetUsersQuery } from '@app/features/users/api/usersApi';
import { SEARCH_DEBOUNCE_MS, tableQueryOf, useTableParams } from '@app/hooks/useTableParams';
import { api } from '@app/store/api';
import { makeStore } from '@app/store/store';
import { theme } from '@app/theme/theme';
import { ada, ID_TOKEN, setUpApiWorld } from '@test/app/support/apiWorld';

const world = setUpApiWorld();

const bo: User = { ...ada, _id: 'user-bo', name: 'Bo Reed', email: 'bo@coinwork.test' };

function answerUsers(users: User[]): void {
  world.answer('get', '/users', () =>
    HttpResponse.json(users, { headers: { [TOTAL_COUNT_HEADER]: String(users.length) } }),
  );
}

function UsersList() {
  const table = useTableParams('users');
  const list = useGetUsersQuery({ ...useTablePage(), ...table.query });
  return (
    <>
      <TableFilters
        table={table}
        searchLabel="Search"
        statusLabels={ROLE_LABELS}
        statusLabel="Role"
        sortChoices={sortChoicesOf<'users'>({
          name: 'Name',
          email: 'Email',
          role: 'Role',
          coins: 'Coin',
          joined: 'Joined',
        })}
        actions={<ExportButton name="users" query={table.query} />}
      />
      <PagedList
        list={list}
        copy={{ loading: 'Loading', loadFailed: 'Failed', empty: 'There are no users.' }}
        filters={table}
      >
        {(users) => (
          <Table aria-label="Users">
            <TableHead>
              <TableRow>
                <SortableHeaderCell table={table} sortKey="name">
                  Name
                </SortableHeaderCell>
                <SortableHeaderCell table={table} sortKey="coins">
                  Coin
                </SortableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((person) => (
                <TableRow key={person._id}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.availableCoin}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedList>
    </>
  );
}

/** The address as the browser's bar would show it, and its Back. */
const at: { search: string; navigate?: NavigateFunction } = { search: '' };

function AddressProbe() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    at.search = search;
    at.navigate = navigate;
  }, [search, navigate]);
  return null;
}

let store = makeStore();
afterEach(() => store.dispatch(api.util.resetApiState()));

function open(route = '/users') {
  store = makeStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <UsersList />
          <AddressProbe />
        </MemoryRouter>
        <SnackbarHost />
      </ThemeProvider>
    </Provider>,
  );
  return { user };
}

const address = () => new URLSearchParams(at.search);
const back = () => act(() => void at.navigate?.(-1));

describe('a sortable, filtered table', () => {
  it('asks exactly today’s query when nothing is chosen', async () => {
    answerUsers([ada]);
    open();
    await screen.findByRole('cell', { name: 'Ada Quill' });
    expect(world.lastRequest('GET', '/users').query).toEqual({ page: '1', limit: '10' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('sorts by a header, flips on a second click, and Back restores the previous sort', async () => {
    answerUsers([ada, bo]);
    const { user } = open('/users?page=3');
    const nameHeader = await screen.findByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(world.lastRequest('GET', '/users').query).toEqual({
        page: '1',
        limit: '10',
        sort: 'name',
        order: 'asc',
      }),
    );
    expect(address().get('sort')).toBe('name');
    expect(address().get('page')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // The keyboard sorts too.
    within(screen.getByRole('columnheader', { name: 'Name' }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address().get('order')).toBe('desc'));
    expect(world.lastRequest('GET', '/users').query).toMatchObject({ sort: 'name', order: 'desc' });

    back();
    await waitFor(() => expect(address().get('order')).toBe('asc'));
    expect(
      await screen.findByRole('columnheader', { name: 'Name' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches once the typing pauses, one step that Back undoes alone', async () => {
    answerUsers([ada]);
    const { user } = open();
    await screen.findByRole('cell', { name: 'Ada Quill' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Buyer');
    await waitFor(() => expect(address().get('status')).toBe('buyer'));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ada');

    await waitFor(() => expect(address().get('q')).toBe('ada'));
    await waitFor(() =>
      expect(world.lastRequest('GET', '/users').query).toEqual({
        page: '1',
        limit: '10',
        q: 'ada',
        status: 'buyer',
      }),
    );

    // The search is a step of its own: Back undoes it and keeps the role chosen before it.
    back();
    await waitFor(() => expect(address().get('q')).toBeNull());
    expect(address().get('status')).toBe('buyer');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('buyer');
  });

  it('keeps a key typed while the address takes the pause before it', async () => {
    answerUsers([ada]);
    open();
    await screen.findByRole('cell', { name: 'Ada Quill' });
    const search = screen.getByRole('searchbox', { name: 'Search' });

    // The router moves the address in a transition, which a busy phone may render after the next
    // key: here the pause's address and the next key both wait when React renders.
    jest.useFakeTimers();
    try {
      // eslint-disable-next-line testing-library/no-unnecessary-act -- one act holds both updates
      act(() => {
        fireEvent.change(search, { target: { value: 'a' } });
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        fireEvent.change(search, { target: { value: 'ad' } });
      });
      expect(address().get('q')).toBe('a');
      expect(search).toHaveValue('ad');

      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(address().get('q')).toBe('ad');
      expect(search).toHaveValue('ad');
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a search still being typed when Back leaves its step', async () => {
    answerUsers([ada]);
    const { user } = open();
    await screen.findByRole('cell', { name: 'Ada Quill' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Buyer');
    await waitFor(() => expect(address().get('status')).toBe('buyer'));

    // Back before the typing's pause has passed: typed and left in one go, however busy the
    // machine (typing key by key could outlast the pause).
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'ada' } });
    expect(search).toHaveValue('ada');
    back();

    await waitFor(() => expect(address().get('status')).toBeNull());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    // The typing's pause passes: nothing is written onto the entry Back went to.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(address().get('q')).toBeNull();
    expect(address().get('status')).toBeNull();
  });

  it('keeps a search still being typed when a role is chosen at once', async () => {
    answerUsers([ada]);
    const { user } = open();
    await screen.findByRole('cell', { name: 'Ada Quill' });

    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ada');
    // Chosen before the typing's pause has passed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Buyer');

    await waitFor(() =>
      expect(world.lastRequest('GET', '/users').query).toEqual({
        page: '1',
        limit: '10',
        q: 'ada',
        status: 'buyer',
      }),
    );
    expect(address().get('q')).toBe('ada');
    expect(address().get('status')).toBe('buyer');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ada');
  });

  it('says when no row matches the filters and clears them', async () => {
    world.answer('get', '/users', (request) => {
      const status = new URL(request.url).searchParams.get('status');
      const users = status === 'admin' ? [] : [ada];
      return HttpResponse.json(users, {
        headers: { [TOTAL_COUNT_HEADER]: String(users.length) },
      });
    });
    const { user } = open('/users?status=admin&sort=coins&order=desc');

    expect(await screen.findByText('No rows match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
    // One way back to every row: the bar's, not a second one in the empty state.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(1);
    await user.click(clear[0] as HTMLElement);

    expect(await screen.findByRole('cell', { name: 'Ada Quill' })).toBeInTheDocument();
    expect(address().get('status')).toBeNull();
    // Clearing the filters keeps the sort.
    expect(address().get('sort')).toBe('coins');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('keeps today’s empty text when no filter is set', async () => {
    answerUsers([]);
    open();
    expect(await screen.findByText('There are no users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('ignores sorts and statuses the table does not know', async () => {
    answerUsers([ada]);
    open('/users?sort=password&order=up&status=owner');
    await screen.findByRole('cell', { name: 'Ada Quill' });
    expect(world.lastRequest('GET', '/users').query).toEqual({ page: '1', limit: '10' });
  });

  it('sorts from the "Sort by" choice, as a phone shows it', async () => {
    answerUsers([ada]);
    const { user } = open();
    await screen.findByRole('cell', { name: 'Ada Quill' });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Coin, descending',
    );
    await waitFor(() =>
      expect(world.lastRequest('GET', '/users').query).toMatchObject({
        sort: 'coins',
        order: 'desc',
      }),
    );
  });

  it('downloads the export with the current filters and the ID token', async () => {
    answerUsers([ada]);
    world.answer(
      'get',
      '/exports/users.csv',
      () =>
        new HttpResponse('name,email\nAda Quill,ada@coinwork.test\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="users-2030-01-01.csv"',
          },
        }),
    );
    const created: Blob[] = [];
    const saved: { download: string; href: string }[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:users';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    try {
      const { user } = open('/users?q=ada&status=buyer');
      await screen.findByRole('cell', { name: 'Ada Quill' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() =>
        expect(saved).toEqual([{ download: 'users-2030-01-01.csv', href: 'blob:users' }]),
      );
      const request = world.lastRequest('GET', '/exports/users.csv');
      expect(request.query).toEqual({ q: 'ada', status: 'buyer' });
      expect(request.authorization).toBe(`Bearer ${ID_TOKEN}`);
      expect(await created[0]?.text()).toContain('Ada Quill');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });

  it('says so when the export fails', async () => {
    answerUsers([ada]);
    world.answer('get', '/exports/users.csv', () =>
      HttpResponse.json({ message: 'Exports are paused.' }, { status: 503 }),
    );
    const { user } = open();
    await screen.findByRole('cell', { name: 'Ada Quill' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Exports are paused.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('tableQueryOf', () => {
  it('leaves the defaults out and keeps what the table knows', () => {
    expect(tableQueryOf('users', new URLSearchParams(''))).toEqual({});
    expect(tableQueryOf('users', new URLSearchParams('sort=joined&order=asc'))).toEqual({});
    expect(tableQueryOf('users', new URLSearchParams('order=desc'))).toEqual({
      sort: 'joined',
      order: 'desc',
    });
    expect(
      tableQueryOf('users', new URLSearchParams('q=%20ann%20&status=worker&min_approval=80')),
    ).toEqual({
      q: 'ann',
      status: 'worker',
    });
    expect(tableQueryOf('openTasks', new URLSearchParams('min_approval=80'))).toEqual({
      min_approval: 80,
    });
    expect(tableQueryOf('openTasks', new URLSearchParams('min_approval=70'))).toEqual({});
  });
});
