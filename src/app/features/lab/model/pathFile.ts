/**
 * A machine path as a file (src/app/machineKit/machinePath.ts): read back with a clear reason when
 * it is not one (the lab's import, the regression test), written the same way every time, and its
 * stored events turned back into what the machine receives.
 */
import type { AnyEventObject, StateValue } from 'xstate';

import {
  MACHINE_PATH_FORMAT,
  MACHINE_PATH_VERSION,
  type MachinePath,
  type MachinePathSource,
  type MachinePathStep,
} from '@app/machineKit/machinePath';

export type ParsedMachinePath = { path: MachinePath } | { error: string };

/** Every source; a new one fails to compile here until it is listed. */
const SOURCE_NAMES: Record<MachinePathSource, true> = {
  recording: true,
  shortest: true,
  simple: true,
  simulation: true,
};
const SOURCES = Object.keys(SOURCE_NAMES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `"idle"`, or `{ "registering": "creatingAccount" }`: a string, or an object of state values. */
export function isStateValue(value: unknown): value is StateValue {
  if (typeof value === 'string') return value.length > 0;
  if (!isRecord(value)) return false;
  const children = Object.values(value);
  return children.length > 0 && children.every(isStateValue);
}

class PathError extends Error {}

function fail(message: string): never {
  throw new PathError(message);
}

function text(json: Record<string, unknown>, field: string): string {
  const value = json[field];
  if (typeof value !== 'string' || value.length === 0)
    fail(`its "${field}" must be a non-empty string.`);
  return value;
}

function stepOf(json: unknown, number: number): MachinePathStep {
  const where = `step ${number}`;
  if (!isRecord(json)) fail(`${where} is not an object with an event and a state.`);
  const { event, state, at, context } = json;
  if (!isRecord(event)) fail(`${where}: its "event" must be an object.`);
  if (typeof event.type !== 'string' || event.type.length === 0)
    fail(`${where}: its event has no "type" string.`);
  if (!isStateValue(state))
    fail(`${where} (${event.type}): its "state" must be a state value, e.g. "idle".`);
  if (at !== undefined && (typeof at !== 'number' || !Number.isFinite(at)))
    fail(`${where} (${event.type}): its "at" must be a number of milliseconds.`);
  return {
    event: event as AnyEventObject,
    state,
    ...(at === undefined ? {} : { at }),
    ...(context === undefined ? {} : { context }),
  };
}

function pathOf(json: unknown, machines?: readonly string[]): MachinePath {
  if (!isRecord(json)) fail('it is not a JSON object.');
  if (json.format !== MACHINE_PATH_FORMAT)
    fail(`its "format" is ${JSON.stringify(json.format)}, not "${MACHINE_PATH_FORMAT}".`);
  if (json.version !== MACHINE_PATH_VERSION)
    fail(
      `it is version ${JSON.stringify(json.version)}; this product reads version ${MACHINE_PATH_VERSION}.`,
    );
  const id = text(json, 'id');
  const machine = text(json, 'machine');
  if (machines && !machines.includes(machine))
    fail(`it is for the machine "${machine}", which is not one of ${machines.join(', ')}.`);
  const source = json.source;
  if (typeof source !== 'string' || !SOURCES.some((known) => known === source))
    fail(`its "source" must be one of ${SOURCES.join(', ')}.`);
  const title = text(json, 'title');
  const createdAt = text(json, 'createdAt');
  if (!isStateValue(json.initialState))
    fail('its "initialState" must be a state value, e.g. "idle".');
  if (!Array.isArray(json.steps)) fail('its "steps" must be a list.');
  const steps = json.steps.map((step: unknown, index) => stepOf(step, index + 1));
  return {
    format: MACHINE_PATH_FORMAT,
    version: MACHINE_PATH_VERSION,
    id,
    machine,
    source: source as MachinePathSource,
    title,
    createdAt,
    ...(json.input === undefined ? {} : { input: json.input }),
    initialState: json.initialState,
    steps,
  };
}

/**
 * A parsed JSON value as a machine path, or why it is not one. `machines`, when given, are the
 * machine ids the path may be for.
 */
export function parseMachinePath(json: unknown, machines?: readonly string[]): ParsedMachinePath {
  try {
    return { path: pathOf(json, machines) };
  } catch (error) {
    if (error instanceof PathError) return { error: `Not a machine path: ${error.message}` };
    throw error;
  }
}

/** The path as its file holds it: two-space JSON, the fields always in the same order. */
export function serializeMachinePath(path: MachinePath): string {
  const ordered = {
    format: path.format,
    version: path.version,
    id: path.id,
    machine: path.machine,
    source: path.source,
    title: path.title,
    createdAt: path.createdAt,
    input: path.input,
    initialState: path.initialState,
    steps: path.steps.map(({ event, state, at, context }) => ({ event, state, at, context })),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/**
 * A stored event as the machine receives it: a failure kept as `error: { message }` (an invoked
 * actor's `xstate.error.actor.*`, or a machine's own failure event) is an Error again, so
 * errorMessageOf reads its message.
 */
export function eventForMachine(event: AnyEventObject): AnyEventObject {
  const { error } = event;
  if (error instanceof Error || !isRecord(error) || typeof error.message !== 'string') return event;
  return { ...event, error: new Error(error.message) };
}
