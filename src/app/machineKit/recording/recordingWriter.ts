/**
 * Saving a recording into this browser's localStorage: what the recorder needs, and no more,
 * since every page that runs a machine loads it (the lab reads them with ./recordingStore).
 * Written without spreads, for-of or destructured arrays: their compiled helpers would double
 * its size.
 */
import { MACHINE_PATH_FORMAT, type MachinePath } from '../machinePath';

export const RECORDING_KEY_PREFIX = 'coinwork.lab.recording.';
export const RECORDINGS_CHANNEL = 'coinwork-lab-recordings';
export const MAX_RECORDINGS = 50;
export const MAX_STEPS = 500;

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function recordingKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key.indexOf(RECORDING_KEY_PREFIX) === 0) keys.push(key);
  }
  return keys;
}

function isMachinePath(value: unknown): value is MachinePath {
  const path: Partial<Record<keyof MachinePath, unknown>> =
    Object(value) === value ? Object(value) : {};
  return (
    path.format === MACHINE_PATH_FORMAT &&
    typeof path.id === 'string' &&
    typeof path.createdAt === 'string' &&
    Array.isArray(path.steps)
  );
}

/** The recording under `key`, or null when there is none or it is unreadable. */
export function readRecording(storage: Storage, key: string): MachinePath | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) || 'null');
    return isMachinePath(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Every readable recording, the newest first. */
export function readRecordings(storage: Storage): MachinePath[] {
  const recordings: MachinePath[] = [];
  recordingKeys(storage).forEach((key) => {
    const recording = readRecording(storage, key);
    if (recording) recordings.push(recording);
  });
  return recordings.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** Removes unreadable entries and the oldest recordings beyond `keep`. */
function prune(storage: Storage, keep: number): void {
  recordingKeys(storage).forEach((key) => {
    if (!readRecording(storage, key)) storage.removeItem(key);
  });
  readRecordings(storage)
    .slice(keep)
    .forEach((recording) => storage.removeItem(RECORDING_KEY_PREFIX + recording.id));
}

/** Tells this tab's listeners (the lab's store) and the other tabs that recordings changed. */
export function announceChange(): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new Event(RECORDINGS_CHANNEL));
  }
  if (typeof BroadcastChannel === 'undefined') return;
  // Messages already posted reach the other tabs after this end of the channel closes.
  const sender = new BroadcastChannel(RECORDINGS_CHANNEL);
  sender.postMessage('changed');
  sender.close();
}

/**
 * Saves (or replaces) a recording, with its first MAX_STEPS steps, and keeps the newest
 * MAX_RECORDINGS. A full storage makes room by dropping the oldest; a recording that still does
 * not fit is not kept.
 */
export function saveRecording(recording: MachinePath): void {
  const storage = browserStorage();
  if (!storage) return;
  const key = RECORDING_KEY_PREFIX + recording.id;
  const text = JSON.stringify(
    Object.assign({}, recording, { steps: recording.steps.slice(0, MAX_STEPS) }),
  );
  const isNew = storage.getItem(key) === null;
  for (let others = MAX_RECORDINGS; ; others -= 1) {
    try {
      storage.setItem(key, text);
      break;
    } catch {
      if (others <= 0) return;
      prune(storage, others);
    }
  }
  if (isNew) prune(storage, MAX_RECORDINGS);
  announceChange();
}
