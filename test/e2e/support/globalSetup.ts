/**
 * Starts the real product for the browser journeys: the built client, the API server and
 * the Auth Emulator, on free ports with a throwaway data folder seeded with the demo data.
 */
import { ensureClientBuild } from '@tools/clientBuild';
import { launchProduct } from '@tools/product';
import { freePort } from '@tools/freePort';

declare global {
  var coinworkE2eTeardown: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  ensureClientBuild(process.cwd(), (line) => process.stdout.write(`[e2e] ${line}\n`));
  const product = await launchProduct({
    port: await freePort(),
    emulatorPort: await freePort(),
    dataDir: undefined,
    log: (line) => process.stdout.write(`[e2e] ${line}\n`),
  });
  process.env.COINWORK_E2E_URL = product.url;
  process.env.COINWORK_E2E_EMULATOR_HOST = product.emulatorHost;
  globalThis.coinworkE2eTeardown = product.stop;
}
