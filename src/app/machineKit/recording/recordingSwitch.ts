/**
 * Whether this browser tab records its machines for the Machine Lab: a flag in sessionStorage,
 * set by the lab's switch or by opening any page with `?record=1` (`?record=0` clears it). Read
 * when each machine actor starts.
 */
const FLAG_KEY = 'coinwork.lab.recording';
const QUERY_PARAMETER = 'record';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): never recording.
    return null;
  }
}

export function setRecording(on: boolean): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    if (on) storage.setItem(FLAG_KEY, '1');
    else storage.removeItem(FLAG_KEY);
  } catch {
    // A full or refused storage leaves recording as it was.
  }
}

/** Takes `?record=1` or `?record=0` of the page's address into the tab's flag. */
function followAddress(): void {
  if (typeof window === 'undefined') return;
  const asked = new URLSearchParams(window.location.search).get(QUERY_PARAMETER);
  if (asked === '1') setRecording(true);
  else if (asked === '0') setRecording(false);
}

export function isRecording(): boolean {
  followAddress();
  try {
    return tabStorage()?.getItem(FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
