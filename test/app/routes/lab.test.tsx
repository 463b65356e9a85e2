/**
 * /lab starts the Machine Lab only when the server offers it (MACHINE_LAB, docs/machines/README.md);
 * otherwise the app starts and shows its page-not-found. Chromium checks the lab itself
 * (test/e2e/machineLab.e2e.test.ts).
 */
import { HttpResponse } from 'msw';

import { startMachineLab } from '@app/routes/lab';
import { CLIENT_CONFIG, setUpApiWorld } from '@test/app/support/apiWorld';

const world = setUpApiWorld();

// The client configuration is fetched once per page: the failed fetch first (it is forgotten),
// then the answer that is kept.
test('nothing of the lab starts when the configuration cannot be read', async () => {
  world.answer('get', '/client-config', () =>
    HttpResponse.json({ message: 'Down' }, { status: 503 }),
  );
  const createRoot = jest.fn();

  await expect(startMachineLab(createRoot)).resolves.toBe(false);
  expect(createRoot).not.toHaveBeenCalled();
});

test('nothing of the lab starts when the server does not offer it', async () => {
  world.answer('get', '/client-config', { ...CLIENT_CONFIG, machineLab: false });
  const createRoot = jest.fn();

  await expect(startMachineLab(createRoot)).resolves.toBe(false);
  expect(createRoot).not.toHaveBeenCalled();
  expect(world.countOf('GET', '/client-config')).toBe(1);
});
