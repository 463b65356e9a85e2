/** People: sign-up, one's own record, the admin's user management, public top workers. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { GOOGLE_SIGN_IN_ROLE } from '@contract/constants';
import {
  type DeleteResult,
  DeleteResultSchema,
  EmailQuerySchema,
  IdParamsSchema,
  PLATFORM_PAGE_DESCRIPTION,
} from '@contract/schemas/common';
import {
  type AdminSummary,
  AdminSummarySchema,
  CreateUserBodySchema,
  type CreateUserResult,
  CreateUserResultSchema,
  type TopWorker,
  TopWorkerListSchema,
  UpdateUserRoleBodySchema,
  type User,
  UserListSchema,
  UserSchema,
  UsersQuerySchema,
} from '@contract/schemas/users';
import { assertOwnEmail, callerOf, identityOf, personNamed } from '../auth/access';
import { badRequest, notFound } from '../errors';
import { type AccountDeletionSweep, startAccountDeletionSweep } from '../services/accountDeletions';
import { boundedWindowOf } from '../services/paging';
import {
  adminSummary,
  changeUserRole,
  createUserRecord,
  deleteUser,
  listUsers,
  toUser,
  topWorkers,
} from '../services/users';
import type { RouteDependencies } from './index';
import { errorResponses, imageUrlOf, listed, signedIn } from './schemas';

export const userRoutes: FastifyPluginAsync<RouteDependencies> = async (
  base,
  { config, database, identity, live },
) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  // Deletes the identity accounts of deleted users, after their transactions (docs/money.md).
  let accountDeletions: AccountDeletionSweep | undefined;
  app.addHook('onReady', async () => {
    accountDeletions = startAccountDeletionSweep(db, identity, config.sweepIntervalMs, {
      leaseMs: config.firebase.timeoutMs,
      retryDelayMs: config.sweepIntervalMs,
      warn: (message) => app.log.warn(message),
    });
  });
  app.addHook('onClose', async () => {
    await accountDeletions?.stop();
  });

  app.get(
    '/user',
    {
      // Signed in, record or not: someone who has not finished signing up learns so by a 404.
      config: { access: 'identity' },
      schema: {
        tags: ['users'],
        summary: 'A user record by e-mail (your own; an admin may read anyone)',
        ...signedIn,
        querystring: EmailQuerySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request): Promise<User> => {
      const { caller } = request;
      if (caller) return toUser(await personNamed(db, caller, request.query.email));
      // No record of one's own yet: whatever record has the address (even the one it signed
      // in with, which a changed address may have left on someone else's) is not theirs.
      assertOwnEmail(identityOf(request), request.query.email);
      throw notFound('The user');
    },
  );

  app.post(
    '/users',
    {
      config: { access: 'identity', checkRevoked: true },
      schema: {
        tags: ['users'],
        summary: 'Create your own user record with its starting coins (201), or get it (200)',
        ...signedIn,
        body: CreateUserBodySchema,
        response: { 200: CreateUserResultSchema, 201: CreateUserResultSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<CreateUserResult> => {
      const signedInAs = identityOf(request);
      if (request.body.email.toLowerCase() !== signedInAs.email) {
        throw badRequest('body.email must be the e-mail address you signed in with.');
      }
      const role =
        signedInAs.signInProvider === 'google.com' ? GOOGLE_SIGN_IN_ROLE : request.body.role;
      const { user, created } = await createUserRecord(db, {
        firebaseUid: signedInAs.uid,
        name: request.body.name,
        email: signedInAs.email,
        photo: request.body.photo && imageUrlOf(request.body.photo, 'body.photo', config),
        role,
      });
      reply.code(created ? 201 : 200);
      return { insertedId: created ? user._id : null, user };
    },
  );

  app.get(
    '/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Every user, oldest first',
        description: PLATFORM_PAGE_DESCRIPTION,
        ...signedIn,
        querystring: UsersQuerySchema,
        response: { 200: UserListSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<User[]> => {
      const { page, limit, ...table } = request.query;
      return listed(reply, await listUsers(db, boundedWindowOf({ page, limit }), table));
    },
  );

  app.get(
    '/users/summary',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: "Figures for the admin's coin badge and home cards",
        ...signedIn,
        response: { 200: AdminSummarySchema, ...errorResponses },
      },
    },
    (): Promise<AdminSummary> => adminSummary(db),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: "Change a user's role (not your own; the last admin stays an admin)",
        ...signedIn,
        params: IdParamsSchema,
        body: UpdateUserRoleBodySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request): Promise<User> => {
      const changed = await changeUserRole(
        db,
        callerOf(request),
        request.params.id,
        request.body.role,
      );
      // Open streams were opened under the old role: the client reconnects under the new one,
      // on whichever instance holds them.
      live.accountChanged({ userId: changed.user._id, firebaseUid: changed.firebaseUid });
      return changed.user;
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Delete a user and their sign-in account (not yourself, not the last admin)',
        description:
          'Their tasks are deleted with refunds, their submissions that still hold coins cancelled (slots back to the tasks), their remaining coins leave the system; pending withdrawals stay payable.',
        ...signedIn,
        params: IdParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<DeleteResult> => {
      const { firebaseUid } = await deleteUser(db, callerOf(request), request.params.id);
      // After the commit: the account's streams and remembered tokens end on every instance,
      // and its sign-in account is gone by the answer (or the sweep retries).
      live.accountChanged({ userId: request.params.id, firebaseUid });
      await accountDeletions?.deleteNow(firebaseUid);
      // Once it is gone there, a token verified meanwhile (still good at the provider) is
      // forgotten too: here by the answer, elsewhere on the sweep's message.
      live.accountChanged({ firebaseUid });
      return { deletedCount: 1 };
    },
  );

  app.get(
    '/top-workers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'The workers with the most coins (landing page)',
        response: { 200: TopWorkerListSchema, ...errorResponses },
      },
    },
    (): Promise<TopWorker[]> => topWorkers(db),
  );
};
