/**
 * One process at a time in a PGlite data folder: PGlite's own lock file is not a real lock,
 * and two processes writing one folder destroy it. The lock is the kernel's (flock) on
 * `<folder>.lock`, so it is released when the process ends, however it ends.
 */
import fs from 'node:fs';

import { tryLock, unlock } from 'fs-native-extensions';

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The data folder ${folder} is in use by another Coinwork process` +
        `${holderPid === undefined ? '' : ` (pid ${holderPid})`}. Stop it first, or set ` +
        'DATABASE_URL to a PostgreSQL server, which several processes can share.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  release(): void;
}

export const lockFileOf = (folder: string) => `${folder}.lock`;

function holderOf(fd: number): number | undefined {
  const text = fs.readFileSync(fd, 'utf8').trim();
  const pid = Number(text);
  return text && Number.isInteger(pid) ? pid : undefined;
}

/** Holds the folder for this process until `release`; throws DataFolderInUseError if taken. */
export function lockDataFolder(folder: string): DataFolderLock {
  // Opened without truncating: the holder's pid must survive a refused attempt.
  const fd = fs.openSync(lockFileOf(folder), fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  if (!tryLock(fd)) {
    const holder = holderOf(fd);
    fs.closeSync(fd);
    throw new DataFolderInUseError(folder, holder);
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      unlock(fd);
      fs.closeSync(fd);
    },
  };
}

/** Throws DataFolderInUseError when another process holds the folder; holds nothing. */
export function ensureDataFolderFree(folder: string): void {
  lockDataFolder(folder).release();
}
