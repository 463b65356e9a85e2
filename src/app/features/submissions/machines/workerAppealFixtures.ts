/**
 * What the worker appeal machine is exercised with outside the product: an invented submission,
 * new details (with the spaces a person leaves around them) and a statement, one of each the
 * contract refuses, and the server's answers, for the Machine Lab and the model-based tests.
 */
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type { WorkerAppealEvent, WorkerAppealInput } from './workerAppealMachine';

export const SUBMISSION_ID = 'submission-12';

export const DETAILS = '  The new link shows all ten photos, each with its tag.\n';
/** Refused by the machine: the details say nothing. */
export const BLANK_DETAILS = '   ';

export const STATEMENT = 'Every photo has its tag, as the task asked; see the second link.';
/** Refused by the machine: under the contract's ten characters. */
export const SHORT_STATEMENT = 'Unfair.';

export const RESUBMIT_REFUSED = 'The time to send changes has passed.';
export const APPEAL_REFUSED = 'The time to appeal this rejection has passed.';

const input: WorkerAppealInput = { submissionId: SUBMISSION_ID };

const resubmit = (details: string): WorkerAppealEvent => ({ type: 'RESUBMIT', details });
const appeal = (statement: string): WorkerAppealEvent => ({ type: 'APPEAL', statement });

export const workerAppealFixtures: MachineFixtures = {
  input,
  events: [
    resubmit(DETAILS),
    resubmit(BLANK_DETAILS),
    appeal(STATEMENT),
    appeal(SHORT_STATEMENT),
    { type: 'RETRY' },
    { type: 'DISMISS' },
    doneEvent('sendResubmission'),
    errorEvent('sendResubmission', RESUBMIT_REFUSED),
    doneEvent('sendAppeal'),
    errorEvent('sendAppeal', APPEAL_REFUSED),
  ],
};
