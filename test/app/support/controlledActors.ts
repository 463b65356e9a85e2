/**
 * Fake promise actors for machine tests, controlled by the test: each invoked actor waits
 * until the test resolves or rejects it by its invoke id, and records the input it got.
 * `perform` plays an event of a model (xstate/graph) against a running actor: an invoked
 * actor's done or error event settles that actor; anything else is sent as it is.
 */
import { type EventObject, fromPromise } from 'xstate';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Invocation {
  id: string;
  input: unknown;
}

/** Lets promise reactions and the actor's own event processing run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class ControlledActors {
  readonly invocations: Invocation[] = [];
  /** Running actors by invoke id; a callback actor (see authEffects.ts) may wait here too. */
  protected readonly pending = new Map<string, Pending>();

  /** A promise actor that waits for the test; give it as the machine's implementation. */
  promise<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.invocations.push({ id: self.id, input });
          // The test hands over the output the model's done event carries.
          this.pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject });
        }),
    );
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  inputOf(id: string): unknown {
    return this.invocations.findLast((invocation) => invocation.id === id)?.input;
  }

  countOf(id: string): number {
    return this.invocations.filter((invocation) => invocation.id === id).length;
  }

  private take(id: string): Pending {
    const pending = this.pending.get(id);
    if (!pending) throw new Error(`No "${id}" actor is running.`);
    this.pending.delete(id);
    return pending;
  }

  async succeed(id: string, output?: unknown): Promise<void> {
    this.take(id).resolve(output);
    await settle();
  }

  async fail(id: string, error: unknown): Promise<void> {
    this.take(id).reject(error);
    await settle();
  }

  async perform<TEvent extends EventObject>(
    event: EventObject,
    send: (event: TEvent) => void,
    isOwnEvent: (event: EventObject) => event is TEvent,
  ): Promise<void> {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    if (done?.[1]) return this.succeed(done[1], 'output' in event ? event.output : undefined);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (failed?.[1]) return this.fail(failed[1], 'error' in event ? event.error : undefined);
    if (!isOwnEvent(event))
      throw new Error(`The model sent an event the test cannot play: ${event.type}`);
    send(event);
    return settle();
  }
}
