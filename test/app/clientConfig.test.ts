/**
 * The client configuration comes from the page when the server put it there (no request waits
 * for it, docs/performance.md#dashboards), and from `GET /api/client-config` otherwise.
 */
import { CLIENT_CONFIG_ELEMENT_ID } from '@contract/api';
import { loadClientConfig } from '@app/clientConfig';
import { CLIENT_CONFIG, setUpApiWorld } from '@test/app/support/apiWorld';

const world = setUpApiWorld();

afterEach(() => document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove());

test('the configuration in the page is used, and nothing is fetched', async () => {
  const inPage = { ...CLIENT_CONFIG, developerPageUrl: 'https://developers.example.test/page' };
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CLIENT_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(inPage);
  document.head.append(element);

  await expect(loadClientConfig()).resolves.toEqual(inPage);
  expect(world.countOf('GET', '/client-config')).toBe(0);
});

test('without one in the page, it is fetched once', async () => {
  await expect(loadClientConfig()).resolves.toEqual(CLIENT_CONFIG);
  await expect(loadClientConfig()).resolves.toEqual(CLIENT_CONFIG);
  expect(world.countOf('GET', '/client-config')).toBe(1);
});
