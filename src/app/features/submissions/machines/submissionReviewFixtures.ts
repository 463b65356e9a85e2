/**
 * What the submission review machine is exercised with outside the product
 * (src/app/machineKit/fixtures.ts): an invented submission and the server's answers, for the
 * Machine Lab and the model-based tests.
 */
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type { SubmissionReviewInput } from './submissionReviewMachine';

export const SUBMISSION_ID = 'submission-7';

const input: SubmissionReviewInput = { submissionId: SUBMISSION_ID };

export const submissionReviewFixtures: MachineFixtures = {
  input,
  events: [
    { type: 'ACCEPT' },
    { type: 'REJECT' },
    { type: 'RETRY' },
    { type: 'DISMISS' },
    doneEvent('sendApproval'),
    errorEvent('sendApproval', 'Service unavailable'),
    doneEvent('sendRejection'),
    errorEvent('sendRejection', 'Service unavailable'),
  ],
};
