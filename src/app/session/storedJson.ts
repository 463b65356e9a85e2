/**
 * What the session keeps in this browser's storage, as JSON: storage may be refused, full or hold
 * junk, and none of that may break a page (each reader checks the shape of what it gets).
 */

/** The value kept under `key`; null when there is none, it is not JSON or storage is refused. */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (undefined: removes it); storage refused or full: nothing is kept. */
export function writeStoredJson(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // What was to be kept is asked for again next time, as on a first visit.
  }
}
