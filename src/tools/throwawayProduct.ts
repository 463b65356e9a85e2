/**
 * The product as tools measure or photograph it: the client built when stale, the server and
 * the Auth Emulator on free ports with the demo data in a throwaway folder, stopped (with
 * every child) when the work ends or is interrupted.
 */
import { ensureClientBuild } from './clientBuild';
import { freePort } from './freePort';
import { launchProduct, type RunningProduct } from './product';

export async function withThrowawayProduct<T>(
  log: (line: string) => void,
  work: (product: RunningProduct) => Promise<T>,
): Promise<T> {
  ensureClientBuild(process.cwd(), log);
  const product = await launchProduct({
    port: await freePort(),
    emulatorPort: await freePort(),
    dataDir: undefined,
    log,
  });
  const interrupted = () => {
    log('Interrupted: stopping the product…');
    void product.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await work(product);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await product.stop();
  }
}
