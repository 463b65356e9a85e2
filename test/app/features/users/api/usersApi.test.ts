import { HttpResponse } from 'msw';

import { usersApi } from '@app/features/users/api/usersApi';
import { TOTAL_COUNT_HEADER } from '@contract/api';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import {
  ada,
  ADA_EMAIL,
  ID_TOKEN,
  setUpApiWorld,
  setUpTestStore,
} from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = usersApi;

describe('users endpoints', () => {
  it('reads the signed-in person by e-mail with the ID token', async () => {
    const user = await store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap();

    expect(user).toEqual(ada);
    expect(world.lastRequest('GET', '/user')).toMatchObject({
      query: { email: ADA_EMAIL },
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });

  it('keeps one cache entry per e-mail (the spec key user + e-mail)', async () => {
    await store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap();
    await store().dispatch(endpoints.getUserByEmail.initiate(ADA_EMAIL)).unwrap();
    await store().dispatch(endpoints.getUserByEmail.initiate('bo@coinwork.test')).unwrap();

    expect(world.countOf('GET', '/user')).toBe(2);
  });

  it('pages the user list and reads its total from X-Total-Count', async () => {
    world.answer('get', '/users', () =>
      HttpResponse.json([ada], { headers: { [TOTAL_COUNT_HEADER]: '41' } }),
    );

    const list = await store()
      .dispatch(endpoints.getUsers.initiate({ page: 3, limit: 20 }))
      .unwrap();

    expect(list).toEqual({ items: [ada], total: 41 });
    expect(world.lastRequest('GET', '/users').query).toEqual({ page: '3', limit: '20' });
  });

  it('counts the items when the list comes without a total', async () => {
    world.answer('get', '/users', () => HttpResponse.json([ada, { ...ada, _id: 'user-2' }]));

    const list = await store().dispatch(endpoints.getUsers.initiate(undefined)).unwrap();

    expect(list.total).toBe(2);
    expect(world.lastRequest('GET', '/users').query).toEqual({});
  });

  it('reads the admin summary', async () => {
    const summary = await store().dispatch(endpoints.getAdminSummary.initiate(undefined)).unwrap();

    expect(summary.totalCoins).toBe(210);
    expect(world.countOf('GET', '/users/summary')).toBe(1);
  });

  it('creates a user record with the sign-up fields', async () => {
    world.answer('post', '/users', { insertedId: 'user-new', user: ada });
    const body = { name: 'Ada Quill', email: ADA_EMAIL, photo: '/a.png', role: 'buyer' as const };

    const result = await store().dispatch(endpoints.createUser.initiate(body)).unwrap();

    expect(result.insertedId).toBe('user-new');
    expect(world.lastRequest('POST', '/users')).toMatchObject({
      body,
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });

  it('changes a role with PATCH /users/:id and deletes with DELETE /users/:id', async () => {
    world.answer('patch', '/users/user-bo', { modifiedCount: 1 });
    world.answer('delete', '/users/user-bo', { deletedCount: 1 });

    await store()
      .dispatch(endpoints.updateUserRole.initiate({ id: 'user-bo', role: 'admin' }))
      .unwrap();
    await store().dispatch(endpoints.deleteUser.initiate('user-bo')).unwrap();

    expect(world.lastRequest('PATCH', '/users/user-bo').body).toEqual({ role: 'admin' });
    expect(world.lastRequest('DELETE', '/users/user-bo').body).toBeNull();
  });

  it('passes the server message of a refused change through', async () => {
    world.answer('delete', '/users/user-ada', () =>
      HttpResponse.json({ message: 'You cannot delete yourself.' }, { status: 409 }),
    );

    const result = await store().dispatch(endpoints.deleteUser.initiate('user-ada'));

    expect(result.error).toEqual({ status: 409, data: { message: 'You cannot delete yourself.' } });
    expect(world.countOf('DELETE', '/users/user-ada')).toBe(1);
  });
});

describe('what users mutations refresh', () => {
  it('createUser: that e-mail’s record, the user list and the admin summary', async () => {
    world.answer('post', '/users', { insertedId: 'user-ada', user: ada });
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(
            endpoints.createUser.initiate({
              name: ada.name,
              email: ADA_EMAIL,
              photo: ada.photo,
              role: 'buyer',
            }),
          )
          .unwrap(),
      ['/user', '/users', '/users/summary'],
    );
  });

  it('updateUserRole: the user list, the admin summary and the top workers', async () => {
    world.answer('patch', `/users/${ada._id}`, null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () =>
        store()
          .dispatch(endpoints.updateUserRole.initiate({ id: ada._id, role: 'worker' }))
          .unwrap(),
      ['/users', '/users/summary', '/top-workers'],
    );
  });

  it('deleteUser: the user list, the admin summary, the top workers, their tasks and appeals', async () => {
    world.answer('delete', '/users/user-gone', null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.deleteUser.initiate('user-gone')).unwrap(),
      ['/users', '/users/summary', '/top-workers', '/manage-tasks', '/appeals'],
    );
  });
});
