/** People: user records, sign-up, the admin's summary and role changes, top workers. */
import { type Static, Type } from '@sinclair/typebox';

import { TEXT_LIMITS } from '../constants';
import { ROLES, SIGN_UP_ROLES } from '../entities';
import {
  Email,
  ignoredBecause,
  ImageUrl,
  oneOf,
  PageFields,
  PLATFORM_PAGE_DESCRIPTION,
  text,
} from './common';
import { tableQueryFields } from './tables';

export const UserSchema = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  photo: Type.String(),
  role: oneOf(ROLES),
  /** Treated as 0 when missing. */
  availableCoin: Type.Integer(),
});
export type User = Static<typeof UserSchema>;
export const UserListSchema = Type.Array(UserSchema);

export const TopWorkerSchema = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  photo: Type.String(),
  availableCoin: Type.Integer(),
});
export type TopWorker = Static<typeof TopWorkerSchema>;
export const TopWorkerListSchema = Type.Array(TopWorkerSchema);

export const CreateUserBodySchema = Type.Object(
  {
    name: text(TEXT_LIMITS.name),
    email: Email,
    photo: Type.Union([Type.Literal(''), ImageUrl], {
      description: 'Photo address; empty when the person has none.',
    }),
    role: oneOf(SIGN_UP_ROLES, 'worker or buyer; a Google sign-in always creates a worker.'),
    availableCoin: Type.Optional(
      Type.Number(ignoredBecause('the server decides the starting coins.')),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Creates the record of the signed-in account. The e-mail must be the one of the ID token.',
  },
);
export type CreateUserBody = Static<typeof CreateUserBodySchema>;

/** `insertedId` is null when the record already existed. */
export const CreateUserResultSchema = Type.Object({
  insertedId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  user: UserSchema,
});
export type CreateUserResult = Static<typeof CreateUserResultSchema>;

/** Figures for the admin's badge and Admin Home cards. */
export const AdminSummarySchema = Type.Object({
  totalCoins: Type.Integer({ description: "Sum of every user's available coins." }),
  totalWorkers: Type.Integer(),
  totalBuyers: Type.Integer(),
  totalPayments: Type.Integer({ description: 'Sum of the prices of all payments, in dollars.' }),
  totalEscrow: Type.Integer({
    description: "Coins held in escrow: every task's open slots and every unsettled submission.",
  }),
  totalWithdrawalHolds: Type.Integer({
    description: 'Coins held for pending withdrawal requests.',
  }),
});
export type AdminSummary = Static<typeof AdminSummarySchema>;

export const UpdateUserRoleBodySchema = Type.Object(
  { role: oneOf(ROLES) },
  { additionalProperties: false },
);
export type UpdateUserRoleBody = Static<typeof UpdateUserRoleBodySchema>;

/** Manage Users: one page, sorted and filtered (the status filter is the role). */
export const UsersQuerySchema = Type.Object(
  { ...PageFields, ...tableQueryFields('users') },
  { description: PLATFORM_PAGE_DESCRIPTION },
);
export type UsersQuery = Static<typeof UsersQuerySchema>;
