/**
 * Reputations (docs/product.md#reputation): figures the server computes from what happened
 * on the platform, never typed in by anyone. One definition for both sides.
 */

/**
 * Below this many decided submissions a person's rates say too little: they show as "new",
 * not as 100% or 0%.
 */
export const REPUTATION_MIN_DECISIONS = 3;

/**
 * Upper bounds, in hours, of the buckets that count how long a buyer took to review: the
 * median is told as the bucket it falls in ("within 4 hours"), kept up to date by adding one
 * to a bucket in each review's transaction instead of sorting the history on every read.
 * A review slower than the last bound falls in one more, open bucket.
 */
export const REVIEW_TIME_BUCKET_HOURS = [1, 2, 4, 8, 12, 24, 48, 72, 120, 168] as const;
export const REVIEW_TIME_BUCKET_COUNT = REVIEW_TIME_BUCKET_HOURS.length + 1;

/** Rates travel and are stored in thousandths (875 = 87.5%), so sorting needs no fractions. */
export const RATE_SCALE = 1000;
