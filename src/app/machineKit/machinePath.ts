/**
 * The one file format of a machine path (docs/machines/README.md#path-files): a session recorded
 * in the product, or a path generated from the machine's definition. The Machine Lab plays,
 * imports and exports it; a file under test/machine-paths/<machine>/ is replayed by a test.
 */
import type { AnyEventObject, StateValue } from 'xstate';

export const MACHINE_PATH_FORMAT = 'coinwork.machine-path';
export const MACHINE_PATH_VERSION = 1;

/**
 * Where a path comes from: a session recorded in the product, xstate/graph's shortest or simple
 * paths, or a simulation played in the lab.
 */
export type MachinePathSource = 'recording' | 'shortest' | 'simple' | 'simulation';

export interface MachinePathStep {
  /**
   * The event as the machine received it (sanitised in recordings). An invoked actor's outcome is
   * its `xstate.done.actor.<id>` event with `output`, or `xstate.error.actor.<id>` with
   * `error: { message }`.
   */
  event: AnyEventObject;
  /** The state value the machine reached with this event. */
  state: StateValue;
  /** Milliseconds since the path started (recordings). */
  at?: number;
  /** The context after the step, sanitised (recordings). */
  context?: unknown;
}

export interface MachinePath {
  format: typeof MACHINE_PATH_FORMAT;
  version: typeof MACHINE_PATH_VERSION;
  /** Unique among the paths of a browser (recordings) or of a machine (generated). */
  id: string;
  /** The machine definition's id (`machine.id`, e.g. `withdrawal`). */
  machine: string;
  source: MachinePathSource;
  /** What the path shows: the page it was recorded on, or its target state. */
  title: string;
  /** ISO time the recording started or the path was generated. */
  createdAt: string;
  /** The machine's input (sanitised in recordings); absent when the machine takes none. */
  input?: unknown;
  /** The state value before the first step. */
  initialState: StateValue;
  steps: MachinePathStep[];
}
