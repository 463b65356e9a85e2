/**
 * Manage Users (docs/product.md#manage-users): every user with photo, name, e-mail and coins, a
 * role selector and a delete icon that asks first. The list is paged on the server, so it stays
 * quick with any number of users; the heading counts them all. Failures say the server's message
 * (docs/product.md#error-texts). Admins cannot change or delete their own account here.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useEffect, useState } from 'react';

import { COMMON_COPY, ROLE_LABELS } from '@contract/copy/common';
import { countText } from '@contract/copy/lists';
import { confirmDeleteTitle, MANAGE_USERS_COPY as COPY } from '@contract/copy/users';
import type { Role } from '@contract/entities';
import type { User } from '@contract/schemas/users';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { SORT_COLUMN_LABELS, TABLES_COPY } from '@contract/copy/tables';
import type { SortKeyOf } from '@contract/tables';
import { RowSelect } from '@app/components/RowSelect';
import { TooltipIconButton } from '@app/components/TooltipIconButton';
import { PagedList, useTablePage } from '@app/components/table/PagedList';
import { ExportButton } from '@app/components/table/ExportButton';
import { SortableHeaderCell } from '@app/components/table/SortableHeaderCell';
import { sortChoicesOf, TableFilters } from '@app/components/table/TableFilters';
import { tablePageOf } from '@app/components/table/tablePage';
import { type TableParams, useTableParams } from '@app/hooks/useTableParams';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDeleteDialog';
import { notifyError, notifySuccess } from '@app/components/notify';
import { StackedCell, StackedTable } from '@app/components/table/StackedTable';
import { TablePanel } from '@app/components/table/TablePanel';
import { requestErrorMessage } from '@app/store/requestError';
import {
  useDeleteUserMutation,
  useGetUsersQuery,
  useUpdateUserRoleMutation,
} from '../api/usersApi';

/** The selector's order, as the spec lists the roles. */
const ROLE_CHOICES: readonly Role[] = ['admin', 'buyer', 'worker'];

const failureOf = (error: unknown) => requestErrorMessage(error, COMMON_COPY.requestFailed);

function RoleSelect({ user, disabled }: { user: User; disabled: boolean }) {
  const [updateRole, { isLoading, isSuccess, originalArgs, reset }] = useUpdateUserRoleMutation();
  // The chosen role shows at once, and until the refreshed list brings it.
  useEffect(() => reset(), [user.role, reset]);
  const shown = (isLoading || isSuccess) && originalArgs ? originalArgs.role : user.role;

  const change = async (role: Role) => {
    if (role === user.role) return;
    try {
      await updateRole({ id: user._id, role }).unwrap();
      notifySuccess(SUCCESS_MESSAGES.userRoleUpdated(role));
    } catch (error) {
      notifyError(failureOf(error));
    }
  };

  // The browser's own list: no menu to load or render in every row, and a phone's native picker.
  return (
    <RowSelect
      value={shown}
      disabled={disabled || isLoading}
      onChange={(event) => {
        const role = ROLE_CHOICES.find((choice) => choice === event.target.value);
        if (role) void change(role);
      }}
      aria-label={COPY.roleOf(user.name)}
    >
      {ROLE_CHOICES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </RowSelect>
  );
}

interface UserRowProps {
  user: User;
  isYou: boolean;
  onDelete: (user: User) => void;
}

function UserRow({ user, isYou, onDelete }: UserRowProps) {
  return (
    <TableRow>
      <StackedCell label={COPY.columns.photo}>
        <Avatar src={user.photo || undefined} alt="">
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      </StackedCell>
      <StackedCell label={COPY.columns.name} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {isYou ? COPY.you(user.name) : user.name}
      </StackedCell>
      <StackedCell label={COPY.columns.email} sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </StackedCell>
      <StackedCell label={COPY.columns.coin} align="right">
        {countText(user.availableCoin)}
      </StackedCell>
      <StackedCell label={COPY.columns.role}>
        <RoleSelect user={user} disabled={isYou} />
      </StackedCell>
      <StackedCell label={COPY.columns.action} align="right">
        <TooltipIconButton
          label={COPY.deleteUser(user.name)}
          color="error"
          disabled={isYou}
          onClick={() => onDelete(user)}
        >
          <DeleteIcon />
        </TooltipIconButton>
      </StackedCell>
    </TableRow>
  );
}

const SORT_LABELS: Record<SortKeyOf<'users'>, string> = {
  name: COPY.columns.name,
  email: COPY.columns.email,
  role: COPY.columns.role,
  coins: COPY.columns.coin,
  joined: SORT_COLUMN_LABELS.joined,
};

interface UsersTableProps {
  table: TableParams<'users'>;
  users: readonly User[];
  currentUserId: string;
  onDelete: (user: User) => void;
  busy: boolean;
}

function UsersTable({ table, users, currentUserId, onDelete, busy }: UsersTableProps) {
  return (
    <TablePanel busy={busy}>
      <StackedTable aria-label={COPY.table}>
        <TableHead>
          <TableRow>
            <TableCell>{COPY.columns.photo}</TableCell>
            <SortableHeaderCell table={table} sortKey="name">
              {COPY.columns.name}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="email">
              {COPY.columns.email}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="coins" align="right">
              {COPY.columns.coin}
            </SortableHeaderCell>
            <SortableHeaderCell table={table} sortKey="role">
              {COPY.columns.role}
            </SortableHeaderCell>
            <TableCell align="right">{COPY.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              isYou={user._id === currentUserId}
              onDelete={onDelete}
            />
          ))}
        </TableBody>
      </StackedTable>
    </TablePanel>
  );
}

function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  // The name stays in the title while the dialog fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user._id).unwrap();
      notifySuccess(SUCCESS_MESSAGES.userDeleted);
      onClose();
    } catch (error) {
      notifyError(failureOf(error));
    }
  };

  return (
    <ConfirmDeleteDialog
      open={user !== null}
      title={shown ? confirmDeleteTitle(shown.name) : ''}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

interface ManageUsersTableProps {
  /** The signed-in admin. */
  currentUserId: string;
  /** The screen's heading, given the number of users once it is known. */
  heading: (total: number | undefined) => ReactNode;
}

export function ManageUsersTable({ currentUserId, heading }: ManageUsersTableProps) {
  const table = useTableParams('users');
  const list = useGetUsersQuery({ ...useTablePage(), ...table.query });
  // The heading counts them all: under a filter, the unfiltered first page's total.
  const everyone = useGetUsersQuery(tablePageOf(new URLSearchParams()), { skip: !table.filtered });
  const total = table.filtered ? everyone.data?.total : list.data?.total;
  const [deleting, setDeleting] = useState<User | null>(null);
  return (
    <>
      {heading(total)}
      <TableFilters
        table={table}
        searchLabel={TABLES_COPY.search}
        statusLabels={ROLE_LABELS}
        statusLabel={COPY.columns.role}
        sortChoices={sortChoicesOf<'users'>(SORT_LABELS)}
        actions={<ExportButton name="users" query={table.query} />}
      />
      <PagedList list={list} copy={COPY} skeleton={{ rows: 5, rowHeight: 64 }} filters={table}>
        {(users, busy) => (
          <UsersTable
            table={table}
            users={users}
            currentUserId={currentUserId}
            onDelete={setDeleting}
            busy={busy}
          />
        )}
      </PagedList>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
