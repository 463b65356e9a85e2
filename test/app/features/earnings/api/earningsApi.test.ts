import { earningsApi } from '@app/features/earnings/api/earningsApi';
import { ID_TOKEN, setUpApiWorld, setUpTestStore } from '@test/app/support/apiWorld';

const world = setUpApiWorld();
const store = setUpTestStore();

describe('earnings endpoint', () => {
  it('lists the worker’s earnings by e-mail', async () => {
    const earnings = await store()
      .dispatch(earningsApi.endpoints.getEarnings.initiate('bo@coinwork.test'))
      .unwrap();

    expect(earnings.map(({ amount }) => amount)).toEqual([5]);
    expect(world.lastRequest('GET', '/earnings')).toMatchObject({
      query: { email: 'bo@coinwork.test' },
      authorization: `Bearer ${ID_TOKEN}`,
    });
  });
});
