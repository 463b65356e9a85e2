/**
 * Every state machine of the client, for the generated docs (`npm run docs:machines` writes
 * docs/machines/<name>.md). Add a machine here when you add one.
 */
import type { AnyStateMachine } from 'xstate';

import { authMachine } from './features/auth/machines/authMachine';
import { paymentMachine } from './features/payments/machines/paymentMachine';
import { submissionReviewMachine } from './features/submissions/machines/submissionReviewMachine';
import { withdrawalMachine } from './features/withdrawals/machines/withdrawalMachine';

export interface RegisteredMachine {
  name: string;
  machine: AnyStateMachine;
}

export const MACHINES: readonly RegisteredMachine[] = [
  { name: 'authMachine', machine: authMachine },
  { name: 'withdrawalMachine', machine: withdrawalMachine },
  { name: 'paymentMachine', machine: paymentMachine },
  { name: 'submissionReviewMachine', machine: submissionReviewMachine },
];
