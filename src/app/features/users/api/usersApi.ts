/**
 * Users (docs/product.md#server-calls): the signed-in person's record, the admin's list and its
 * changes.
 */
import type { CountedList } from '@contract/api';
import type { DeleteResult, PageQuery } from '@contract/schemas/common';
import type {
  AdminSummary,
  CreateUserBody,
  CreateUserResult,
  UpdateUserRoleBody,
  User,
} from '@contract/schemas/users';
import type { Role } from '@contract/entities';
import type { TableQuery } from '@contract/tables';
import { api } from '@app/store/api';
import { countedList } from '@app/store/countedList';
import { listTag, listTags } from '@app/store/tags';

export interface UserRoleChange {
  id: string;
  role: Role;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's cache key 'user' + e-mail; only asked for once an e-mail is known. */
    getUserByEmail: build.query<User, string>({
      query: (email) => ({ url: '/user', params: { email } }),
      providesTags: (_user, _error, email) => [{ type: 'User', id: email }],
    }),
    getUsers: build.query<CountedList<User>, (PageQuery & TableQuery<'users'>) | undefined>({
      query: (page) => ({ url: '/users', params: page }),
      transformResponse: (users: User[], meta) => countedList(users, meta),
      providesTags: (list) => listTags('Users', list?.items),
    }),
    getAdminSummary: build.query<AdminSummary, undefined>({
      query: () => '/users/summary',
      providesTags: ['AdminSummary'],
    }),
    createUser: build.mutation<CreateUserResult, CreateUserBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: (_result, _error, { email }) => [
        { type: 'User', id: email },
        listTag('Users'),
        'AdminSummary',
      ],
    }),
    updateUserRole: build.mutation<User, UserRoleChange>({
      query: ({ id, role }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { role } satisfies UpdateUserRoleBody,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Users', id },
        'AdminSummary',
        'TopWorkers',
      ],
    }),
    /** The person's tasks go with them and their open appeals are cancelled. */
    deleteUser: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Users', id },
        listTag('Users'),
        'AdminSummary',
        'TopWorkers',
        listTag('Task'),
        listTag('Appeal'),
      ],
    }),
  }),
});

export const {
  useGetUserByEmailQuery,
  useGetUsersQuery,
  useGetAdminSummaryQuery,
  useCreateUserMutation,
  useUpdateUserRoleMutation,
  useDeleteUserMutation,
} = usersApi;
