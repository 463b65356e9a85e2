/**
 * Every state machine of the client (and the submission lifecycle the server decides with, from
 * src/contract), for the generated docs (`npm run docs:machines` writes
 * docs/machines/<name>.md) and the Machine Lab, each with its fixtures. Add a machine here when
 * you add one.
 */
import type { AnyStateMachine } from 'xstate';

import { submissionLifecycle } from '@contract/lifecycle/submissionLifecycle';

import { authFixtures } from './features/auth/machines/authFixtures';
import { authMachine } from './features/auth/machines/authMachine';
import { paymentFixtures } from './features/payments/machines/paymentFixtures';
import { paymentMachine } from './features/payments/machines/paymentMachine';
import { submissionLifecycleFixtures } from './features/submissions/machines/submissionLifecycleFixtures';
import { submissionReviewFixtures } from './features/submissions/machines/submissionReviewFixtures';
import { submissionReviewMachine } from './features/submissions/machines/submissionReviewMachine';
import { workerAppealFixtures } from './features/submissions/machines/workerAppealFixtures';
import { workerAppealMachine } from './features/submissions/machines/workerAppealMachine';
import { withdrawalFixtures } from './features/withdrawals/machines/withdrawalFixtures';
import { withdrawalMachine } from './features/withdrawals/machines/withdrawalMachine';
import type { MachineFixtures } from './machineKit/fixtures';

export interface RegisteredMachine {
  name: string;
  machine: AnyStateMachine;
  /** Its input and events outside the product: the lab's defaults, the model-based tests' walk. */
  fixtures: MachineFixtures;
}

export const MACHINES: readonly RegisteredMachine[] = [
  { name: 'authMachine', machine: authMachine, fixtures: authFixtures },
  { name: 'withdrawalMachine', machine: withdrawalMachine, fixtures: withdrawalFixtures },
  { name: 'paymentMachine', machine: paymentMachine, fixtures: paymentFixtures },
  {
    name: 'submissionReviewMachine',
    machine: submissionReviewMachine,
    fixtures: submissionReviewFixtures,
  },
  { name: 'workerAppealMachine', machine: workerAppealMachine, fixtures: workerAppealFixtures },
  {
    name: 'submissionLifecycle',
    machine: submissionLifecycle,
    fixtures: submissionLifecycleFixtures,
  },
];
