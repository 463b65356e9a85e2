import { withdrawalsApi } from '@app/features/withdrawals/api/withdrawalsApi';
import { expectRefetchedReads } from '@test/app/support/cacheTags';
import { ID_TOKEN, setUpApiWorld, setUpTestStore, withdrawal } from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();
const { endpoints } = withdrawalsApi;

const request = {
  withdrawal_coin: 200,
  withdrawal_amount: 10,
  payment_system: 'Nagad' as const,
  worker_email: 'bo@coinwork.test',
  worker_name: 'Bo Reed',
  withdrawal_date: '2030-01-04T10:00:00.000Z',
  status: 'pending' as const,
};
const approval = { id: withdrawal._id, worker_email: 'bo@coinwork.test', withdrawal_coin: 200 };

describe('withdrawal endpoints', () => {
  it('requests, lists and approves withdrawals', async () => {
    world.answer('post', '/withdrawal-requests', { insertedId: 'withdrawal-2' });
    world.answer('patch', `/withdrawal-requests/${withdrawal._id}`, null);

    await store().dispatch(endpoints.createWithdrawal.initiate(request)).unwrap();
    const list = await store().dispatch(endpoints.getWithdrawals.initiate(undefined)).unwrap();
    await store().dispatch(endpoints.approveWithdrawal.initiate(approval)).unwrap();

    expect(list).toEqual({ items: [withdrawal], total: 1 });
    expect(world.lastRequest('POST', '/withdrawal-requests')).toMatchObject({
      body: request,
      authorization: `Bearer ${ID_TOKEN}`,
    });
    expect(world.lastRequest('PATCH', `/withdrawal-requests/${withdrawal._id}`).body).toEqual({
      status: 'success',
      worker_email: 'bo@coinwork.test',
      withdrawal_coin: 200,
    });
  });
});

describe('what withdrawal mutations refresh', () => {
  it('createWithdrawal: the withdrawal list and the coin balance (the coins are held)', async () => {
    world.answer('post', '/withdrawal-requests', { insertedId: 'withdrawal-2' });
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.createWithdrawal.initiate(request)).unwrap(),
      ['/withdrawal-requests', '/user', '/balance'],
    );
  });

  it('approveWithdrawal: that withdrawal and the platform figures (its hold ended)', async () => {
    world.answer('patch', `/withdrawal-requests/${withdrawal._id}`, null);
    await expectRefetchedReads(
      store(),
      world.requests,
      () => store().dispatch(endpoints.approveWithdrawal.initiate(approval)).unwrap(),
      [
        '/withdrawal-requests',
        '/users/summary',
        '/balance',
        '/insights/earnings',
        '/insights/spending',
        '/insights/platform',
      ],
    );
  });
});
