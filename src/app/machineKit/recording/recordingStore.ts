/**
 * The recordings of this browser, for the Machine Lab: one localStorage key per recording, the
 * newest MAX_RECORDINGS kept, each at most MAX_STEPS steps (saved by ./recordingWriter as the
 * product's machines run). Listeners hear of every change, in this tab and in the other tabs of
 * the same origin.
 */
import type { MachinePath } from '../machinePath';
import {
  announceChange,
  browserStorage,
  readRecording,
  readRecordings,
  RECORDING_KEY_PREFIX,
  recordingKeys,
  RECORDINGS_CHANNEL,
} from './recordingWriter';

export { MAX_RECORDINGS, MAX_STEPS, RECORDING_KEY_PREFIX, saveRecording } from './recordingWriter';

/** Every recording of this browser, the newest first. */
export function listRecordings(): MachinePath[] {
  const storage = browserStorage();
  return storage ? readRecordings(storage) : [];
}

export function getRecording(id: string): MachinePath | null {
  const storage = browserStorage();
  return storage ? readRecording(storage, RECORDING_KEY_PREFIX + id) : null;
}

export function removeRecording(id: string): void {
  browserStorage()?.removeItem(RECORDING_KEY_PREFIX + id);
  announceChange();
}

export function clearRecordings(): void {
  const storage = browserStorage();
  if (storage) recordingKeys(storage).forEach((key) => storage.removeItem(key));
  announceChange();
}

/**
 * Calls `listener` whenever a recording is saved, replaced or removed, in this tab or another
 * tab of this origin (BroadcastChannel; the `storage` event where it is missing). Answers the
 * unsubscribe.
 */
export function subscribeToRecordings(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const heard = () => listener();
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith(RECORDING_KEY_PREFIX)) listener();
  };
  const otherTabs =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(RECORDINGS_CHANNEL);
  window.addEventListener(RECORDINGS_CHANNEL, heard);
  if (otherTabs) otherTabs.addEventListener('message', heard);
  else window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(RECORDINGS_CHANNEL, heard);
    if (otherTabs) otherTabs.close();
    else window.removeEventListener('storage', onStorage);
  };
}
