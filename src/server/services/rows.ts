/** Row types of the tables the domain services work on, as drizzle reads them. */
import type { notifications, submissions, tasks, users, withdrawalRequests } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
/**
 * A person acting on a request, as access control knows them: their record without the coins,
 * which change on their own (auth/callerCache.ts). Whatever needs a balance reads it.
 */
export type CallerRecord = Omit<UserRow, 'availableCoin'>;
export type TaskRow = typeof tasks.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** The largest value a coin column (PostgreSQL `integer`) can hold; the contract validates with it. */
export { MAX_COIN_COLUMN } from '@contract/constants';
