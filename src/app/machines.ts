/**
 * Every state machine of the client, for the generated docs (`npm run docs:machines` writes
 * docs/machines/<name>.md). Add a machine here when you add one.
 */
import type { AnyStateMachine } from 'xstate';

import { authMachine } from './features/auth/machines/authMachine';

export interface RegisteredMachine {
  name: string;
  machine: AnyStateMachine;
}

export const MACHINES: readonly RegisteredMachine[] = [
  { name: 'authMachine', machine: authMachine },
];
