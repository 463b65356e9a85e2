/**
 * Records the running product's machines for the Machine Lab: `inspect: recordMachine` on an
 * actor makes it record its root machine's steps, when recording is on as the actor starts, into
 * a recording of this browser (a MachinePath of source 'recording'). Each step is saved as it
 * happens, so a session that crashes keeps what it did. An event that left the machine as it
 * was (ignored, or handled without changing its state, context or running actors, like each
 * keystroke of a card already without problems) is no step. Every page that runs a machine loads
 * this: written without spreads, whose compiled helpers would double its size.
 */
import type { AnyEventObject, InspectionEvent, StateValue } from 'xstate';

import { MACHINE_PATH_FORMAT, MACHINE_PATH_VERSION, type MachinePath } from '../machinePath';
import { isRecording } from './recordingSwitch';
import { MAX_STEPS, saveRecording } from './recordingWriter';
import { sanitize } from './sanitize';

interface MachineSnapshotLike {
  value: StateValue;
  context?: unknown;
  status?: unknown;
  children?: Record<string, unknown>;
  machine: { id: string };
}

/** What a step changes: the state, the (sanitised) context, the status and the running actors. */
interface Mark {
  snapshot: unknown;
  text: string;
  children: unknown[];
}

interface Session {
  path: MachinePath;
  startedAt: number;
  last: Mark;
}

/** Per actor: its recording, or null when recording was off as it started. */
const sessions = new WeakMap<object, Session | null>();

function machineSnapshotOf(snapshot: unknown): MachineSnapshotLike | null {
  const candidate: Partial<MachineSnapshotLike> =
    Object(snapshot) === snapshot ? Object(snapshot) : {};
  const machine: Partial<MachineSnapshotLike['machine']> = Object(candidate.machine);
  return candidate.value !== undefined && typeof machine.id === 'string'
    ? {
        value: candidate.value,
        context: candidate.context,
        status: candidate.status,
        children: candidate.children,
        machine: { id: machine.id },
      }
    : null;
}

function markOf(snapshot: unknown, machine: MachineSnapshotLike, context: unknown): Mark {
  const children = machine.children;
  return {
    snapshot,
    text: JSON.stringify([machine.value, machine.status, context]),
    children: Object(children) === children ? Object.values(Object(children)) : [],
  };
}

function sameMark(a: Mark, b: Mark): boolean {
  return (
    a.snapshot === b.snapshot ||
    (a.text === b.text &&
      a.children.length === b.children.length &&
      a.children.every((child, index) => child === b.children[index]))
  );
}

function sanitizedEvent(event: AnyEventObject): AnyEventObject {
  return Object.assign({}, sanitize(event), { type: event.type });
}

function startSession(
  snapshot: unknown,
  machine: MachineSnapshotLike,
  event: AnyEventObject,
): Session {
  const now = Date.now();
  const id = machine.machine.id;
  const path: MachinePath = {
    format: MACHINE_PATH_FORMAT,
    version: MACHINE_PATH_VERSION,
    id: id + '-' + now.toString(36) + '-' + Math.random().toString(36).slice(2, 8),
    machine: id,
    source: 'recording',
    title: typeof window === 'undefined' ? id : window.location.pathname,
    createdAt: new Date(now).toISOString(),
    initialState: machine.value,
    steps: [],
  };
  const input = sanitize(event.input);
  if (input !== undefined) path.input = input;
  return { path, startedAt: now, last: markOf(snapshot, machine, sanitize(machine.context)) };
}

function record(inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.snapshot') return;
  const actorRef = inspection.actorRef;
  const event = inspection.event;
  const snapshot = inspection.snapshot;
  const machine = machineSnapshotOf(snapshot);
  // Only the machine the product started; its invoked actors show as its events.
  if (actorRef.sessionId !== inspection.rootId || !machine) return;
  const session = sessions.get(actorRef);
  if (event.type === 'xstate.init') {
    if (session === undefined) {
      const started = isRecording() ? startSession(snapshot, machine, event) : null;
      sessions.set(actorRef, started);
      if (started) saveRecording(started.path);
    } else if (session) {
      // Restarted (React's development double effects): the same recording goes on.
      session.last = markOf(snapshot, machine, sanitize(machine.context));
    }
    return;
  }
  if (!session || event.type === 'xstate.stop' || snapshot === session.last.snapshot) return;
  const context = sanitize(machine.context);
  const mark = markOf(snapshot, machine, context);
  if (sameMark(mark, session.last)) return;
  session.last = mark;
  if (session.path.steps.length >= MAX_STEPS) return;
  session.path.steps.push({
    event: sanitizedEvent(event),
    state: machine.value,
    at: Date.now() - session.startedAt,
    context,
  });
  saveRecording(session.path);
}

/** The `inspect` observer every actor of the product is created with. */
export function recordMachine(inspection: InspectionEvent): void {
  try {
    record(inspection);
  } catch {
    // Recording is a lab's aid: it never breaks the product.
  }
}
