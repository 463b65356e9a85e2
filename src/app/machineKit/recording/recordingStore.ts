/**
 * The recordings of this browser, in localStorage: one key per recording, the newest
 * MAX_RECORDINGS kept, each at most MAX_STEPS steps. Listeners hear of every change, in this tab
 * and in the other tabs of the same origin.
 */
import { MACHINE_PATH_FORMAT, type MachinePath } from '../machinePath';

export const RECORDING_KEY_PREFIX = 'coinwork.lab.recording.';
export const MAX_RECORDINGS = 50;
export const MAX_STEPS = 500;
const CHANNEL_NAME = 'coinwork-lab-recordings';

type Listener = () => void;

const listeners = new Set<Listener>();
/** Open while someone listens, so that nothing is left open otherwise. */
let listening: BroadcastChannel | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const hasChannels = (): boolean => typeof BroadcastChannel !== 'undefined';

function notifyHere(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // One listener's failure does not silence the others.
    }
  }
}

function changed(): void {
  notifyHere();
  if (!hasChannels()) return;
  // Messages already posted reach the other tabs after this end of the channel closes.
  const sender = new BroadcastChannel(CHANNEL_NAME);
  sender.postMessage('changed');
  sender.close();
}

function isMachinePath(value: unknown): value is MachinePath {
  return (
    typeof value === 'object' &&
    value !== null &&
    'format' in value &&
    value.format === MACHINE_PATH_FORMAT &&
    'id' in value &&
    typeof value.id === 'string' &&
    'createdAt' in value &&
    typeof value.createdAt === 'string' &&
    'steps' in value &&
    Array.isArray(value.steps)
  );
}

function recordingKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(RECORDING_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

function read(storage: Storage, key: string): MachinePath | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return isMachinePath(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function newestFirst(a: MachinePath, b: MachinePath): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** Every recording of this browser, the newest first. */
export function listRecordings(): MachinePath[] {
  const storage = browserStorage();
  if (!storage) return [];
  return recordingKeys(storage)
    .map((key) => read(storage, key))
    .filter((recording): recording is MachinePath => recording !== null)
    .sort(newestFirst);
}

export function getRecording(id: string): MachinePath | null {
  const storage = browserStorage();
  return storage ? read(storage, RECORDING_KEY_PREFIX + id) : null;
}

/** Removes the oldest recordings beyond `keep`; answers whether any went. */
function prune(storage: Storage, keep: number): boolean {
  const recordings = listRecordings();
  const unreadable = recordingKeys(storage).filter((key) => !read(storage, key));
  const doomed = [...unreadable, ...recordings.slice(keep).map((r) => RECORDING_KEY_PREFIX + r.id)];
  doomed.forEach((key) => storage.removeItem(key));
  return doomed.length > 0;
}

/**
 * Saves (or replaces) a recording, with its first MAX_STEPS steps. A full storage makes room by
 * dropping the oldest recordings; a recording that still does not fit is not kept.
 */
export function saveRecording(recording: MachinePath): void {
  const storage = browserStorage();
  if (!storage) return;
  const key = RECORDING_KEY_PREFIX + recording.id;
  const text = JSON.stringify({ ...recording, steps: recording.steps.slice(0, MAX_STEPS) });
  const isNew = storage.getItem(key) === null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      storage.setItem(key, text);
      break;
    } catch {
      const others = listRecordings().filter((r) => r.id !== recording.id).length;
      if (others === 0 || attempt > MAX_RECORDINGS) return;
      prune(storage, others - 1);
    }
  }
  if (isNew) prune(storage, MAX_RECORDINGS);
  changed();
}

export function removeRecording(id: string): void {
  browserStorage()?.removeItem(RECORDING_KEY_PREFIX + id);
  changed();
}

export function clearRecordings(): void {
  const storage = browserStorage();
  if (storage) recordingKeys(storage).forEach((key) => storage.removeItem(key));
  changed();
}

/**
 * Calls `listener` whenever a recording is saved, replaced or removed, in this tab or another
 * tab of this origin (BroadcastChannel; the `storage` event where it is missing). Answers the
 * unsubscribe.
 */
export function subscribeToRecordings(listener: Listener): () => void {
  listeners.add(listener);
  if (hasChannels()) {
    if (!listening) {
      listening = new BroadcastChannel(CHANNEL_NAME);
      listening.addEventListener('message', notifyHere);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && listening) {
        listening.close();
        listening = null;
      }
    };
  }
  if (typeof window === 'undefined') return () => listeners.delete(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith(RECORDING_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
