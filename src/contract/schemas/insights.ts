/**
 * The per-day figures behind the home screens' charts: one entry for every UTC day of the range,
 * oldest first, zeros included, so a chart has no gaps.
 */
import { type Static, Type } from '@sinclair/typebox';

import { INSIGHT_DAYS } from '../insights';
import { EmailQuerySchema } from './common';

const DaysField = Type.Integer({
  minimum: INSIGHT_DAYS.min,
  maximum: INSIGHT_DAYS.max,
  default: INSIGHT_DAYS.default,
  description: `How many days, ending today (UTC): ${INSIGHT_DAYS.min} to ${INSIGHT_DAYS.max}, ${INSIGHT_DAYS.default} by default.`,
});

export const DaysQuerySchema = Type.Object({ days: Type.Optional(DaysField) });
export type DaysQuery = Static<typeof DaysQuerySchema>;
export const EmailDaysQuerySchema = Type.Composite([EmailQuerySchema, DaysQuerySchema]);
export type EmailDaysQuery = Static<typeof EmailDaysQuerySchema>;

const Day = Type.String({ format: 'date', description: 'The UTC day, YYYY-MM-DD.' });
const count = (description: string) => Type.Integer({ minimum: 0, description });

export const EarningsDaySchema = Type.Object({
  day: Day,
  coins: count('Coins paid to the worker for work that day.'),
});
export type EarningsDay = Static<typeof EarningsDaySchema>;
export const EarningsInsightSchema = Type.Object({ days: Type.Array(EarningsDaySchema) });
export type EarningsInsight = Static<typeof EarningsInsightSchema>;

export const SpendingDaySchema = Type.Object({
  day: Day,
  spent: count('Coins the buyer set aside for tasks posted that day (before any refund).'),
  refunded: count(
    'Coins that came back to the buyer that day from deleted tasks and their cancelled submissions.',
  ),
  bought: count('Coins the buyer bought that day.'),
});
export type SpendingDay = Static<typeof SpendingDaySchema>;
export const SpendingInsightSchema = Type.Object({ days: Type.Array(SpendingDaySchema) });
export type SpendingInsight = Static<typeof SpendingInsightSchema>;

export const PlatformDaySchema = Type.Object({
  day: Day,
  tasks_posted: count('Tasks posted that day.'),
  submissions: count('Work submitted that day.'),
  approvals: count('Submissions approved that day (by the buyer, the deadline or an appeal).'),
  coins_bought: count('Coins bought by buyers that day.'),
  coins_paid_out: count('Coins paid out for approved withdrawals that day.'),
});
export type PlatformDay = Static<typeof PlatformDaySchema>;
export const PlatformInsightSchema = Type.Object({ days: Type.Array(PlatformDaySchema) });
export type PlatformInsight = Static<typeof PlatformInsightSchema>;
