/** Submissions: workers send work for a task; the task's buyer approves or rejects it. */
import { type Static, Type } from '@sinclair/typebox';

import { MAX_PAYABLE_AMOUNT, TEXT_LIMITS } from '../constants';
import { APPEAL_DECISIONS, REVIEW_ACTIONS, SUBMISSION_STATUSES } from '../entities';
import { REJECTION_COMMENT_LENGTH, REJECTION_REASONS, REVIEW_TEXT_LENGTH } from '../review';
import {
  Email,
  EmailQuerySchema,
  Id,
  ignoredBecause,
  oneOf,
  PAGE_DESCRIPTION,
  PageFields,
  text,
} from './common';
import { tableQueryFields } from './tables';
import { WorkerReputationSchema } from './reputation';

export const SubmissionSchema = Type.Object({
  _id: Id,
  task_id: Id,
  task_title: Type.String(),
  payable_amount: Type.Integer(),
  current_date: Type.String({ description: 'ISO timestamp of the submission.' }),
  worker_email: Type.String(),
  worker_name: Type.String(),
  buyer_name: Type.String(),
  buyer_email: Type.String(),
  submission_details: Type.String(),
  status: oneOf(SUBMISSION_STATUSES),
  review_deadline: Type.Union([Type.String(), Type.Null()], {
    description:
      'ISO timestamp: while pending, when the server approves the work if the buyer has not decided.',
  }),
  rejection_reason: Type.Union([oneOf(REJECTION_REASONS), Type.Null()], {
    description: 'Why the buyer rejected the work (with rejection_comment); null until then.',
  }),
  rejection_comment: Type.Union([Type.String(), Type.Null()]),
  revision_rounds: Type.Integer({ description: 'How many times the buyer asked for changes.' }),
  changes_note: Type.Union([Type.String(), Type.Null()], {
    description: "The buyer's last request for changes.",
  }),
  resubmit_deadline: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO timestamp: while changes are requested, when the submission expires.',
  }),
  appeal_deadline: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO timestamp: while rejected, until when the worker may appeal.',
  }),
  appeal_statement: Type.Union([Type.String(), Type.Null()]),
  appeal_answer_deadline: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO timestamp: while appealed, when the appeal is decided for the worker.',
  }),
  appeal_comment: Type.Union([Type.String(), Type.Null()], {
    description: "The buyer's or an admin's answer to the appeal.",
  }),
  worker_reputation: Type.Optional(WorkerReputationSchema),
});
export type Submission = Static<typeof SubmissionSchema>;
export const SubmissionListSchema = Type.Array(SubmissionSchema);

const fromTheTask = ignoredBecause('taken from the task.');
const fromTheCaller = ignoredBecause('taken from your record.');

export const CreateSubmissionBodySchema = Type.Object(
  {
    task_id: Id,
    submission_details: text(TEXT_LIMITS.submissionDetails),
    task_title: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.title, ...fromTheTask })),
    payable_amount: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_PAYABLE_AMOUNT, ...fromTheTask }),
    ),
    buyer_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheTask })),
    buyer_email: Type.Optional(Type.String({ ...Email, ...fromTheTask })),
    worker_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheCaller })),
    worker_email: Type.Optional(Type.String({ ...Email, ...fromTheCaller })),
    current_date: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
    status: Type.Optional(
      Type.String({ maxLength: 16, ...ignoredBecause('a new submission is pending.') }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Takes one open slot of the task; one submission per worker and task.',
  },
);
export type CreateSubmissionBody = Static<typeof CreateSubmissionBodySchema>;

/**
 * What a buyer sends to decide on a submission (docs/product.md#states-and-transitions): a
 * rejection names its reason and says what was wrong (docs/money.md#the-submission-lifecycle).
 */
export const ReviewSubmissionBodySchema = Type.Object(
  {
    action: oneOf(
      REVIEW_ACTIONS,
      'approved pays the worker; reject (with reason and comment) holds the coins for an appeal; request_changes (with a note) asks the worker for new details.',
    ),
    reason: Type.Optional(oneOf(REJECTION_REASONS, 'Required with reject.')),
    comment: Type.Optional(
      Type.String({
        maxLength: REJECTION_COMMENT_LENGTH.max,
        description: `Required with reject: at least ${REJECTION_COMMENT_LENGTH.min} characters.`,
      }),
    ),
    note: Type.Optional(
      Type.String({
        maxLength: REVIEW_TEXT_LENGTH.max,
        description: `Required with request_changes: what to change, at least ${REVIEW_TEXT_LENGTH.min} characters.`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReviewSubmissionBody = Static<typeof ReviewSubmissionBodySchema>;

const reviewText = (description: string) =>
  Type.String({ minLength: 1, maxLength: REVIEW_TEXT_LENGTH.max, description });

/** The worker's new details after the buyer asked for changes. */
export const ResubmitBodySchema = Type.Object(
  { submission_details: text(TEXT_LIMITS.submissionDetails) },
  { additionalProperties: false },
);
export type ResubmitBody = Static<typeof ResubmitBodySchema>;

/** The worker's appeal of a rejection, once, while its appeal window is open. */
export const AppealBodySchema = Type.Object(
  {
    statement: reviewText(
      `Why the work should be paid: at least ${REVIEW_TEXT_LENGTH.min} characters.`,
    ),
  },
  { additionalProperties: false },
);
export type AppealBody = Static<typeof AppealBodySchema>;

/** The buyer's (or an admin's) answer to an appeal. */
export const AnswerAppealBodySchema = Type.Object(
  {
    decision: oneOf(APPEAL_DECISIONS, 'pay_worker pays the work; uphold keeps the rejection.'),
    comment: Type.Optional(
      reviewText(`Required with uphold: at least ${REVIEW_TEXT_LENGTH.min} characters.`),
    ),
  },
  { additionalProperties: false },
);
export type AnswerAppealBody = Static<typeof AnswerAppealBodySchema>;

/** Whose submissions (by e-mail), optionally only those with one status. */
export const SubmissionsQuerySchema = Type.Composite([
  EmailQuerySchema,
  Type.Object({ status: Type.Optional(oneOf(SUBMISSION_STATUSES)), ...PageFields }),
]);
export type SubmissionsQuery = Static<typeof SubmissionsQuerySchema>;

/** The worker's My Submissions, sorted and filtered. */
export const MySubmissionsQuerySchema = Type.Composite([
  EmailQuerySchema,
  Type.Object({ ...PageFields, ...tableQueryFields('mySubmissions') }),
]);
export type MySubmissionsQuery = Static<typeof MySubmissionsQuerySchema>;

/** The Appeals tables, sorted and filtered. */
export const AppealsQuerySchema = Type.Object(
  { ...PageFields, ...tableQueryFields('appeals') },
  { description: PAGE_DESCRIPTION },
);
export type AppealsQuery = Static<typeof AppealsQuerySchema>;
