/**
 * One process at a time in a PGlite data folder: a second process (here `npm run
 * ledger:check`, a real `tsx` process) is refused with a message naming the holder while
 * the first holds the folder, and works once the first has closed it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { DataFolderInUseError } from '@server/db/dataFolderLock';
import { openConfiguredDatabase, pgliteFolderOf } from '@server/db/open';
import { launchProduct } from '@tools/product';

interface Finished {
  code: number | null;
  output: string;
}

function ledgerCheck(dataDir: string): Promise<Finished> {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/tools/ledgerCheck.ts'], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

let dataDir: string;
let first: DatabaseHandle | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-lock-'));
  first = await openConfiguredDatabase({ dataDir, databaseUrl: undefined });
  await first.migrate();
});

afterAll(async () => {
  await first?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a second opening of the folder in this process is refused, naming the holder', async () => {
  const refusal = openDatabase({ kind: 'pglite', dataDir: pgliteFolderOf(dataDir) });
  await expect(refusal).rejects.toThrow(DataFolderInUseError);
  await expect(refusal).rejects.toThrow(
    `The data folder ${pgliteFolderOf(dataDir)} is in use by another Coinwork process (pid ${process.pid}). Stop it first, or set DATABASE_URL`,
  );
});

test('npm start on a folder in use is refused before it starts anything', async () => {
  const logged: string[] = [];
  const launch = launchProduct({
    port: 1,
    emulatorPort: 1,
    dataDir,
    env: { DATABASE_URL: '' },
    log: (line) => logged.push(line),
  });
  await expect(launch).rejects.toThrow(DataFolderInUseError);
  expect(logged).toEqual([]);
});

test('ledger:check beside a process holding the folder is refused, then works once it is closed', async () => {
  const refused = await ledgerCheck(dataDir);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(
    `The data folder ${pgliteFolderOf(dataDir)} is in use by another Coinwork process (pid ${process.pid}).`,
  );
  expect(refused.output).not.toContain('The ledger agrees');

  await first?.close();
  first = undefined;
  const allowed = await ledgerCheck(dataDir);
  expect(allowed.output).toContain('The ledger agrees with every balance.');
  expect(allowed.code).toBe(0);

  // The checker let go of the folder when it ended.
  first = await openConfiguredDatabase({ dataDir, databaseUrl: undefined });
});
