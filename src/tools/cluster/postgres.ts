/**
 * A throwaway PostgreSQL cluster for `npm run cluster` (what `.ci/run` does in bash): the
 * newest Debian binaries, a temporary folder, a free port on loopback, trust authentication.
 * Stopping it removes the folder and everything in it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../freePort';
import { aptInstall, isRoot } from './system';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const POSTGRES_VERSIONS = '/usr/lib/postgresql';

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The newest `/usr/lib/postgresql/<version>/bin` that has initdb and pg_ctl. */
export function newestPostgresBin(): string | undefined {
  if (!fs.existsSync(POSTGRES_VERSIONS)) return undefined;
  const newest = fs
    .readdirSync(POSTGRES_VERSIONS)
    .filter((version) =>
      ['initdb', 'pg_ctl'].every((tool) =>
        fs.existsSync(path.join(POSTGRES_VERSIONS, version, 'bin', tool)),
      ),
    )
    .sort(compareVersions)
    .at(-1);
  return newest === undefined ? undefined : path.join(POSTGRES_VERSIONS, newest, 'bin');
}

function ensurePostgresBin(log: (line: string) => void): string {
  const found = newestPostgresBin();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      `PostgreSQL is not installed (no ${POSTGRES_VERSIONS}/*/bin). Install it (Debian: apt-get install postgresql), or set DATABASE_URL to a PostgreSQL you run.`,
    );
  }
  aptInstall('postgresql', log);
  const installed = newestPostgresBin();
  if (!installed) throw new Error(`postgresql was installed, but ${POSTGRES_VERSIONS} is empty.`);
  return installed;
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

interface CommandResult {
  ok: boolean;
  output: string;
}

function run(file: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ ok: false, output: error.message }));
    child.once('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function runAsPostgres(command: string): Promise<CommandResult> {
  return isRoot()
    ? run('su', ['postgres', '-s', '/bin/bash', '-c', command])
    : run('bash', ['-c', command]);
}

function lastLines(file: string, count = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

export async function startThrowawayPostgres(
  log: (line: string) => void,
): Promise<RunningPostgres> {
  const bin = ensurePostgresBin(log);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coinwork-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'log');
  const port = await freePort();
  const pgCtl = `${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)}`;

  let started = false;
  const stop = async () => {
    if (started) await runAsPostgres(`${pgCtl} -m fast stop`);
    started = false;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  const fail = async (step: string, result: CommandResult): Promise<never> => {
    const details = [result.output, lastLines(logFile)].filter(Boolean).join('\n');
    await stop();
    throw new Error(`${step} failed${details ? `:\n${details}` : '.'}`);
  };

  if (isRoot()) {
    const chown = await run('chown', ['postgres', folder]);
    if (!chown.ok) return fail('chown postgres', chown);
  }
  log(`Starting a throwaway PostgreSQL (${bin}) on port ${port}…`);
  const initdb = await runAsPostgres(
    `${quote(path.join(bin, 'initdb'))} -D ${quote(dataDir)} -U postgres --auth=trust`,
  );
  if (!initdb.ok) return fail('initdb', initdb);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = await runAsPostgres(`${pgCtl} -o ${quote(options)} -l ${quote(logFile)} -w start`);
  // pg_ctl may fail after the server came up (a timeout); stop tries either way.
  started = true;
  if (!start.ok) return fail('pg_ctl start', start);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
