/**
 * What the submission review machine is exercised with outside the product
 * (src/app/machineKit/fixtures.ts): an invented submission, an invented rejection (and one too
 * short to send), and the server's answers, for the Machine Lab and the model-based tests.
 */
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type {
  Rejection,
  SubmissionReviewEvent,
  SubmissionReviewInput,
} from './submissionReviewMachine';

export const SUBMISSION_ID = 'submission-7';

export const REJECTION: Rejection = {
  reason: 'Missing or wrong proof',
  comment: 'The screenshot shows another task, not this one.',
};

/** Refused by the machine: the comment does not say what was wrong. */
export const INCOMPLETE_REJECTION: Rejection = { reason: 'Low quality', comment: 'Bad.' };

const input: SubmissionReviewInput = { submissionId: SUBMISSION_ID };

const reject = (rejection: Rejection): SubmissionReviewEvent => ({ type: 'REJECT', ...rejection });

export const submissionReviewFixtures: MachineFixtures = {
  input,
  events: [
    { type: 'ACCEPT' },
    reject(REJECTION),
    reject(INCOMPLETE_REJECTION),
    { type: 'RETRY' },
    { type: 'DISMISS' },
    doneEvent('sendApproval'),
    errorEvent('sendApproval', 'Service unavailable'),
    doneEvent('sendRejection'),
    errorEvent('sendRejection', 'Service unavailable'),
  ],
};
