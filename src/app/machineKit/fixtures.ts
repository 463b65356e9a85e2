/**
 * What a machine is exercised with, outside the product: the Machine Lab's defaults and the
 * model-based tests' events. Each machine keeps its own next to it (`<name>Fixtures.ts`) and the
 * registry (src/app/machines.ts) pairs them.
 */
import type { AnyEventObject } from 'xstate';

export interface MachineFixtures {
  /** The input the machine starts with (omitted for machines without input). */
  input?: unknown;
  /**
   * The events a model walks with: what a person sends (one entry per interesting payload) and
   * how each invoked actor can end (doneEvent / errorEvent).
   */
  events: AnyEventObject[];
}

/** An invoked actor `id` finished with `output`, as the machine receives it. */
export const doneEvent = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

/** An invoked actor `id` failed with `message`, as the machine receives it. */
export const errorEvent = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(message),
});
