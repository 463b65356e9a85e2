/**
 * What the lab shows for a machine at one moment, decided by the URL alone so that any view can be
 * linked to (docs/machines/README.md#links): `?path=<id>` plays a generated path, `?recording=<id>`
 * a recording of this browser, `?sim=<json>` a simulation (its input and the events sent so far),
 * and `&step=<n>` picks the step shown.
 */
import type { AnyEventObject } from 'xstate';

import { jsonEvent } from './paths';

export type LabSource =
  | { kind: 'simulation'; input: unknown; events: AnyEventObject[] }
  | { kind: 'path'; id: string }
  | { kind: 'recording'; id: string };

export interface LabView {
  source: LabSource;
  /** The step shown, 0 being the start; clamped to the steps there are by whoever draws it. */
  step: number | null;
}

function parseSimulation(text: string | null, defaultInput: unknown): LabSource {
  if (text === null) return { kind: 'simulation', input: defaultInput, events: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const { input, events } = parsed as { input?: unknown; events?: unknown };
      const valid = Array.isArray(events)
        ? events.filter(
            (event): event is AnyEventObject =>
              typeof event === 'object' &&
              event !== null &&
              typeof (event as { type?: unknown }).type === 'string',
          )
        : [];
      return { kind: 'simulation', input: input ?? defaultInput, events: valid };
    }
  } catch {
    // A hand-edited link that is not JSON starts a fresh simulation.
  }
  return { kind: 'simulation', input: defaultInput, events: [] };
}

export function readLabView(params: URLSearchParams, defaultInput: unknown): LabView {
  const stepText = params.get('step');
  const step = stepText !== null && /^\d+$/.test(stepText) ? Number(stepText) : null;
  // An empty id is the tab with nothing chosen yet.
  const path = params.get('path');
  if (path !== null) return { source: { kind: 'path', id: path }, step };
  const recording = params.get('recording');
  if (recording !== null) return { source: { kind: 'recording', id: recording }, step };
  return { source: parseSimulation(params.get('sim'), defaultInput), step };
}

export function labViewParams(view: LabView): URLSearchParams {
  const params = new URLSearchParams();
  const { source } = view;
  if (source.kind === 'path') params.set('path', source.id);
  else if (source.kind === 'recording') params.set('recording', source.id);
  else if (source.events.length > 0 || source.input !== undefined) {
    params.set(
      'sim',
      JSON.stringify({ input: source.input, events: source.events.map(jsonEvent) }),
    );
  }
  if (view.step !== null) params.set('step', String(view.step));
  return params;
}
