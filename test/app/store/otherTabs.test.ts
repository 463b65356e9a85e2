/**
 * The person's other tabs follow a change made in one (src/app/store/otherTabs.ts): two stores of
 * the real client stand for two tabs of one browser, with the API at the network boundary.
 */
import { waitFor } from '@testing-library/react';

import { submissionsApi } from '@app/features/submissions/api/submissionsApi';
import { balanceApi } from '@app/features/users/api/balanceApi';
import { api } from '@app/store/api';
import { CACHE_TAGS_CHANNEL } from '@app/store/otherTabs';
import { makeStore } from '@app/store/store';
import { HttpResponse } from 'msw';
import { ADA_EMAIL, submission, setUpApiWorld, type TestStore } from '@test/app/support/apiWorld';

const world = setUpApiWorld();

let tabs: TestStore[] = [];
function openTab(): TestStore {
  const tab = makeStore();
  tabs.push(tab);
  return tab;
}
afterEach(() => {
  tabs.forEach((tab) => tab.dispatch(api.util.resetApiState()));
  tabs = [];
});

const appeal = { id: submission._id, statement: 'All ten photos are tagged.' };
const appealed = { ...submission, status: 'appealed' };

it('a worker’s appeal in one tab refreshes the balance shown in another', async () => {
  const shown = openTab();
  const acting = openTab();
  const balance = shown.dispatch(balanceApi.endpoints.getBalance.initiate(ADA_EMAIL));
  await balance;
  expect(world.countOf('GET', '/balance')).toBe(1);
  world.answer('post', `/submissions/${submission._id}/appeal`, appealed);

  await acting.dispatch(submissionsApi.endpoints.appealRejection.initiate(appeal)).unwrap();

  await waitFor(() => expect(world.countOf('GET', '/balance')).toBe(2));
  balance.unsubscribe();
});

it('tells the other tabs nothing of a change the server refused', async () => {
  const acting = openTab();
  const heard: unknown[] = [];
  const otherTab = new BroadcastChannel(CACHE_TAGS_CHANNEL);
  otherTab.addEventListener('message', (event) => heard.push(event.data));
  try {
    world.answer('post', `/submissions/${submission._id}/appeal`, () =>
      HttpResponse.json(
        { message: 'The time to appeal this rejection has passed.' },
        { status: 409 },
      ),
    );
    await expect(
      acting.dispatch(submissionsApi.endpoints.appealRejection.initiate(appeal)).unwrap(),
    ).rejects.toMatchObject({ status: 409 });
    world.answer('post', `/submissions/${submission._id}/appeal`, appealed);
    await acting.dispatch(submissionsApi.endpoints.appealRejection.initiate(appeal)).unwrap();

    // One channel keeps its order: the first message heard is the first one sent.
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toContainEqual({ type: 'Submission', id: submission._id });
  } finally {
    otherTab.close();
  }
});
