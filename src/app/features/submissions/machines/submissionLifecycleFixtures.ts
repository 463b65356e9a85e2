/**
 * What the submission lifecycle (src/contract/lifecycle/submissionLifecycle.ts) is exercised with
 * outside the server (src/app/machineKit/fixtures.ts): a submission not yet revised, and every
 * event the buyer, the worker, an admin or a deadline can send, for the Machine Lab and the
 * model-based tests.
 */
import type { SubmissionLifecycleInput } from '@contract/lifecycle/submissionLifecycle';
import type { MachineFixtures } from '@app/machineKit/fixtures';

const input: SubmissionLifecycleInput = { revisionRounds: 0, appealWindowOpen: false };

export const submissionLifecycleFixtures: MachineFixtures = {
  input,
  events: [
    { type: 'APPROVE' },
    { type: 'AUTO_APPROVE' },
    { type: 'REJECT' },
    { type: 'REQUEST_CHANGES' },
    { type: 'RESUBMIT' },
    { type: 'REVISION_EXPIRED' },
    { type: 'APPEAL' },
    { type: 'APPEAL_WINDOW_CLOSED' },
    { type: 'PAY_WORKER' },
    { type: 'UPHOLD' },
    { type: 'APPEAL_UNANSWERED' },
    { type: 'CANCEL' },
  ],
};
