/** The steps shown in the lab as a path file, so that any simulation can become a test. */
import type { AnyStateMachine } from 'xstate';

import {
  MACHINE_PATH_FORMAT,
  MACHINE_PATH_VERSION,
  type MachinePath,
} from '@app/machineKit/machinePath';
import { jsonEvent } from './paths';
import type { SimulationStep } from './simulation';

export function simulationAsPath(
  machine: AnyStateMachine,
  input: unknown,
  steps: readonly SimulationStep[],
  now = new Date(),
): MachinePath {
  const last = steps[steps.length - 1];
  return {
    format: MACHINE_PATH_FORMAT,
    version: MACHINE_PATH_VERSION,
    id: `simulation-${now.getTime()}`,
    machine: machine.id,
    source: 'simulation',
    title: `→ ${JSON.stringify(last?.snapshot.value ?? null)}`,
    createdAt: now.toISOString(),
    ...(input === undefined ? {} : { input }),
    initialState: steps[0]?.snapshot.value ?? '',
    steps: steps.flatMap((step) =>
      step.event ? [{ event: jsonEvent(step.event), state: step.snapshot.value }] : [],
    ),
  };
}
