/**
 * Records the running product's machines for the Machine Lab: `inspect: recordMachine` on an
 * actor makes it record its root machine's steps, when recording is on as the actor starts, into
 * a recording of this browser (a MachinePath of source 'recording'). Each step is saved as it
 * happens, so a session that crashes keeps what it did. An event that left the machine as it
 * was (ignored, or handled without changing its state, context or running actors, like each
 * keystroke of a card already without problems) is no step.
 */
import type { AnyEventObject, InspectionEvent, StateValue } from 'xstate';

import { MACHINE_PATH_FORMAT, MACHINE_PATH_VERSION, type MachinePath } from '../machinePath';
import { isRecording } from './recordingSwitch';
import { MAX_STEPS, saveRecording } from './recordingStore';
import { sanitize } from './sanitize';

interface MachineSnapshotLike {
  value: StateValue;
  context: unknown;
  status?: unknown;
  children?: unknown;
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

function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  if (typeof snapshot !== 'object' || snapshot === null) return false;
  if (!('value' in snapshot) || !('machine' in snapshot)) return false;
  const { value, machine } = snapshot;
  return (
    (typeof value === 'string' || (typeof value === 'object' && value !== null)) &&
    typeof machine === 'object' &&
    machine !== null &&
    'id' in machine &&
    typeof machine.id === 'string'
  );
}

function markOf(snapshot: MachineSnapshotLike, context: unknown): Mark {
  const { children } = snapshot;
  return {
    snapshot,
    text: JSON.stringify([snapshot.value, snapshot.status, context]),
    children: typeof children === 'object' && children !== null ? Object.values(children) : [],
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
  const copied = sanitize(event);
  return typeof copied === 'object' && copied !== null && !Array.isArray(copied)
    ? { ...copied, type: event.type }
    : { type: event.type };
}

function newId(machine: string, now: number): string {
  return `${machine}-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function startSession(snapshot: MachineSnapshotLike, event: AnyEventObject): Session {
  const now = Date.now();
  const machine = snapshot.machine.id;
  const input: unknown = 'input' in event ? sanitize(event.input) : undefined;
  const path: MachinePath = {
    format: MACHINE_PATH_FORMAT,
    version: MACHINE_PATH_VERSION,
    id: newId(machine, now),
    machine,
    source: 'recording',
    title: typeof window === 'undefined' ? machine : window.location.pathname,
    createdAt: new Date(now).toISOString(),
    ...(input === undefined ? {} : { input }),
    initialState: snapshot.value,
    steps: [],
  };
  return { path, startedAt: now, last: markOf(snapshot, sanitize(snapshot.context)) };
}

function record(inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.snapshot') return;
  const { actorRef, event, snapshot } = inspection;
  // Only the machine the product started; its invoked actors show as its events.
  if (actorRef.sessionId !== inspection.rootId || !isMachineSnapshot(snapshot)) return;
  const session = sessions.get(actorRef);
  if (event.type === 'xstate.init') {
    if (session === undefined) {
      const started = isRecording() ? startSession(snapshot, event) : null;
      sessions.set(actorRef, started);
      if (started) saveRecording(started.path);
    } else if (session) {
      // Restarted (React's development double effects): the same recording goes on.
      session.last = markOf(snapshot, sanitize(snapshot.context));
    }
    return;
  }
  if (!session || event.type === 'xstate.stop' || snapshot === session.last.snapshot) return;
  const context = sanitize(snapshot.context);
  const mark = markOf(snapshot, context);
  if (sameMark(mark, session.last)) return;
  session.last = mark;
  if (session.path.steps.length >= MAX_STEPS) return;
  session.path.steps.push({
    event: sanitizedEvent(event),
    state: snapshot.value,
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
