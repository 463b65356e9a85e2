/**
 * `npm start`: the whole product on one port with demo data — builds the client when it is
 * missing or stale, starts the Auth Emulator and the API server, prints the URL and the demo
 * accounts, and stops everything it started on Ctrl-C. `npm run dev` adds hot reload.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { printBanner } from './banner';
import { ensureClientBuild } from './clientBuild';
import { launchProduct } from './product';

const root = process.cwd();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const devPort = Number(process.env.DEV_PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const log = (line: string) => console.log(`[coinwork] ${line}`);

function assertPortFree(portToCheck: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${portToCheck} (${what}) is in use. Stop what uses it, or set another port.`,
        ),
      ),
    );
    probe.listen(portToCheck, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  // A signal while the emulator and the server start (both in their own process groups,
  // which a signal to this process does not reach) stops them once they are up.
  const started: { stop?: () => Promise<void> } = {};
  let stopRequested = false;
  const onSignal = () => {
    if (started.stop) {
      void started.stop();
    } else if (!stopRequested) {
      stopRequested = true;
      log('Stopping as soon as what is starting is up…');
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await assertPortFree(port, 'PORT');
  await assertPortFree(emulatorPort, 'AUTH_EMULATOR_PORT');
  if (dev) await assertPortFree(devPort, 'DEV_PORT');
  else ensureClientBuild(root, log);
  if (stopRequested) process.exit(0);

  const product = await launchProduct({ port, emulatorPort, dataDir, watch: dev, log });
  let devServer: ReturnType<typeof spawn> | undefined;
  if (dev) {
    devServer = spawn(
      path.join(root, 'node_modules', '.bin', 'webpack'),
      ['serve', '--mode', 'development'],
      {
        stdio: 'inherit',
        detached: true,
        env: { ...process.env, DEV_PORT: String(devPort), API_PORT: String(port) },
      },
    );
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    if (devServer?.pid !== undefined && devServer.exitCode === null) {
      try {
        process.kill(-devServer.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await product.stop();
    log('Stopped.');
    process.exit(0);
  };
  started.stop = stop;
  if (stopRequested) {
    await stop();
    return;
  }
  printBanner(dev ? `http://localhost:${devPort} (API on ${product.url})` : product.url);
}

main().catch((error: unknown) => {
  console.error(`[coinwork] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
