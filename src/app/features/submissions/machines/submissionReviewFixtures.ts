/**
 * What the submission review machine is exercised with outside the product
 * (src/app/machineKit/fixtures.ts): an invented submission, an invented rejection and request for
 * changes (and one of each too short to send), and the server's answers, for the Machine Lab and the model-based tests.
 */
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type {
  ChangesRequest,
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

export const CHANGES_REQUEST: ChangesRequest = {
  note: 'Please add the screenshot of the confirmation page as well.',
};

/** Refused by the machine: the note does not say what to change. */
export const INCOMPLETE_CHANGES_REQUEST: ChangesRequest = { note: 'Redo it.' };

const input: SubmissionReviewInput = { submissionId: SUBMISSION_ID };

const reject = (rejection: Rejection): SubmissionReviewEvent => ({ type: 'REJECT', ...rejection });
const requestChanges = (request: ChangesRequest): SubmissionReviewEvent => ({
  type: 'REQUEST_CHANGES',
  ...request,
});

export const submissionReviewFixtures: MachineFixtures = {
  input,
  events: [
    { type: 'ACCEPT' },
    reject(REJECTION),
    reject(INCOMPLETE_REJECTION),
    requestChanges(CHANGES_REQUEST),
    requestChanges(INCOMPLETE_CHANGES_REQUEST),
    { type: 'RETRY' },
    { type: 'DISMISS' },
    doneEvent('sendApproval'),
    errorEvent('sendApproval', 'Service unavailable'),
    doneEvent('sendRejection'),
    errorEvent('sendRejection', 'Service unavailable'),
    doneEvent('sendChangesRequest'),
    errorEvent('sendChangesRequest', 'Service unavailable'),
  ],
};
