/**
 * The rules of a fair review (docs/money.md#the-submission-lifecycle): how long a buyer has to
 * decide, why work can be rejected, and the deadlines of revisions and appeals. The server
 * enforces them; the forms mirror them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days, each a deadline the server's sweep acts on when it passes. */
export const REVIEW_RULES = {
  /** How long the buyer has to decide on a pending submission, chosen per task when posting. */
  reviewDays: { min: 1, max: 7, default: 3 },
  /** How many times a buyer may ask for changes to one submission. */
  maxRevisionRounds: 2,
  /** How long a worker has to resubmit after changes were requested. */
  resubmitDays: 2,
  /** How long a worker has to appeal a rejection. */
  appealDays: 3,
  /** How long a buyer has to answer an appeal. */
  appealAnswerDays: 3,
} as const;

/** The moment `days` after `from`. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Why a buyer may reject work: one of these, always with a comment. */
export const REJECTION_REASONS = [
  'Instructions not followed',
  'Incomplete work',
  'Missing or wrong proof',
  'Low quality',
  'Copied or duplicate work',
  'Other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * A rejection's comment, a request for changes' note, an appeal's statement and an upheld
 * appeal's comment: long enough to say something, short enough to read.
 */
export const REJECTION_COMMENT_LENGTH = { min: 10, max: 1000 } as const;
export const REVIEW_TEXT_LENGTH = REJECTION_COMMENT_LENGTH;

export const REVIEW_VALIDATION_MESSAGES = {
  reasonRequired: 'Choose a reason for the rejection.',
  commentTooShort: `Say what was wrong in at least ${REJECTION_COMMENT_LENGTH.min} characters.`,
  commentTooLong: `Keep the comment under ${REJECTION_COMMENT_LENGTH.max + 1} characters.`,
  reviewDaysOutOfRange: `Choose ${REVIEW_RULES.reviewDays.min} to ${REVIEW_RULES.reviewDays.max} days.`,
  noteTooShort: `Say what to change in at least ${REVIEW_TEXT_LENGTH.min} characters.`,
  statementTooShort: `Say why the work should be paid in at least ${REVIEW_TEXT_LENGTH.min} characters.`,
  answerTooShort: `Say why the rejection stands in at least ${REVIEW_TEXT_LENGTH.min} characters.`,
  textTooLong: `Keep it under ${REVIEW_TEXT_LENGTH.max + 1} characters.`,
} as const;

/** A review text (note, statement, answer): `tooShort` when under the minimum once trimmed. */
export function validateReviewText(
  value: string | undefined,
  tooShort: string,
): string | undefined {
  const text = value?.trim() ?? '';
  if (text.length < REVIEW_TEXT_LENGTH.min) return tooShort;
  if (text.length > REVIEW_TEXT_LENGTH.max) return REVIEW_VALIDATION_MESSAGES.textTooLong;
  return undefined;
}

export function validateRejectionReason(value: string | undefined): string | undefined {
  return REJECTION_REASONS.some((reason) => reason === value)
    ? undefined
    : REVIEW_VALIDATION_MESSAGES.reasonRequired;
}

export function validateRejectionComment(value: string | undefined): string | undefined {
  const comment = value?.trim() ?? '';
  if (comment.length < REJECTION_COMMENT_LENGTH.min)
    return REVIEW_VALIDATION_MESSAGES.commentTooShort;
  if (comment.length > REJECTION_COMMENT_LENGTH.max)
    return REVIEW_VALIDATION_MESSAGES.commentTooLong;
  return undefined;
}
