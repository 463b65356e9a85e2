/** Builds the web client when it is missing or older than any of its sources. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CLIENT_INPUTS = [
  'src/app',
  'src/contract',
  'public',
  'webpack.config.ts',
  'babel.config.js',
  'package-lock.json',
];

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce(
      (newest, name) => Math.max(newest, newestModification(path.join(entry, name))),
      stat.mtimeMs,
    );
}

export function clientBuildIsStale(root: string): boolean {
  const builtIndex = path.join(root, 'dist', 'client', 'index.html');
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return CLIENT_INPUTS.some((input) => newestModification(path.join(root, input)) > builtAt);
}

export function ensureClientBuild(root: string, log: (line: string) => void): void {
  if (!clientBuildIsStale(root)) {
    log('The web client build is up to date.');
    return;
  }
  log('Building the web client (webpack, production)…');
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The web client build failed (see above).');
  // webpack leaves an unchanged index.html untouched; its time is what marks the build fresh.
  const now = new Date();
  fs.utimesSync(path.join(root, 'dist', 'client', 'index.html'), now, now);
}
