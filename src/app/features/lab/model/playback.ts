/** A path or recording played on the lab's diagram: its replay, as steps the lab can show. */
import type { AnyStateMachine } from 'xstate';

import type { MachinePath } from '@app/machineKit/machinePath';
import { type Divergence, replayPath } from './replay';
import { effectsOf, type SimulationStep, transitionActions } from './simulation';

export interface Playback {
  /** The start, then every step replayed (up to and including a divergent one). */
  steps: SimulationStep[];
  /** The first step where the machine no longer does what the path says, and why. */
  divergence: Divergence | null;
}

export function playPath(machine: AnyStateMachine, path: MachinePath): Playback {
  const replay = replayPath(machine, path);
  const { initial } = replay;
  if (!initial) return { steps: [], divergence: replay.divergence };
  return {
    steps: [
      {
        event: null,
        snapshot: initial.snapshot,
        effects: effectsOf(initial.actions),
      },
      ...replay.steps.map((step, index) => ({
        event: step.event,
        snapshot: step.snapshot,
        effects: [
          ...transitionActions(
            machine,
            replay.steps[index - 1]?.snapshot ?? initial.snapshot,
            step.event,
          ),
          ...effectsOf(step.actions),
        ],
      })),
    ],
    divergence: replay.divergence,
  };
}
