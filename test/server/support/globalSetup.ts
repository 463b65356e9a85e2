/**
 * Starts one Auth Emulator for every server test file, and prepares a migrated database
 * snapshot so each test file starts from a clean, migrated PGlite in a fraction of a second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '@server/db/client';
import { startAuthEmulator } from '@tools/authEmulator';
import { freePort } from '@tools/freePort';
import { TEST_PROJECT_ID } from './constants';

declare global {
  var coinworkServerTestTeardown: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const emulator = await startAuthEmulator({ port: await freePort(), projectId: TEST_PROJECT_ID });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-server-tests-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  if (!database.dumpDataDir) throw new Error('PGlite can always dump its data folder.');
  const snapshot = await database.dumpDataDir();
  await database.close();
  const snapshotFile = path.join(workDir, 'migrated.tar.gz');
  fs.writeFileSync(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  process.env.COINWORK_TEST_DB_SNAPSHOT = snapshotFile;

  globalThis.coinworkServerTestTeardown = async () => {
    await emulator.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
