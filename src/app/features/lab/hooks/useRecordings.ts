import { useSyncExternalStore } from 'react';

import type { MachinePath } from '@app/machineKit/machinePath';
import { listRecordings, subscribeToRecordings } from '@app/machineKit/recording/recordingStore';

/** The list read once per change (React asks for it on every render). */
let cached: MachinePath[] | null = null;
let subscribers = 0;

function current(): MachinePath[] {
  cached ??= listRecordings();
  return cached;
}

function subscribe(listener: () => void): () => void {
  subscribers += 1;
  const unsubscribe = subscribeToRecordings(() => {
    cached = null;
    listener();
  });
  return () => {
    unsubscribe();
    subscribers -= 1;
    // Nobody hears of changes now: the next reader reads the store again.
    if (subscribers === 0) cached = null;
  };
}

const none: MachinePath[] = [];

/** The recordings of this browser, kept up to date as any tab of the product records. */
export function useRecordings(): MachinePath[] {
  return useSyncExternalStore(subscribe, current, () => none);
}
