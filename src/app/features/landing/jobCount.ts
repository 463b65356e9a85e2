import { TOP_WORKER_JOB_COUNT } from '@contract/constants';

/**
 * The job count shown on a top worker's card: looks random (spec: 10 to 100), but is derived
 * from the worker's id so it stays the same on every render and visit.
 */
export function jobCountFor(workerId: string): number {
  let hash = 2166136261;
  for (const character of workerId) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  }
  const { min, max } = TOP_WORKER_JOB_COUNT;
  return min + (hash % (max - min + 1));
}
