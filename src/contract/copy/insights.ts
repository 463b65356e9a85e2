/**
 * Where a person's coins are and how they moved over time: the coin pill's breakdown, the home
 * screens' balance cards and their charts (docs/money.md#where-coins-can-be).
 */

export const BALANCE_COPY = {
  breakdown: 'Where your coins are',
  loading: 'Loading where your coins are',
  failed: 'Where your coins are could not be loaded.',
  available: 'Available',
  waitingForReview: 'Waiting for review',
  heldForWithdrawal: 'Held for withdrawal',
  earnedTotal: 'Earned in total',
  escrowOpenTasks: 'In escrow for open tasks',
  escrowSubmissions: 'In escrow for submissions',
  close: 'Close',
} as const;

export const ADMIN_BALANCE_COPY = {
  figures: 'Coins on the platform',
  totalEscrow: 'Coins in escrow',
  withdrawalHolds: 'Held for withdrawals',
} as const;

export const INSIGHTS_COPY = {
  showAsTable: 'Show as table',
  day: 'Day',
  week: 'Week',
  /** The day/week switch's name. */
  period: 'Group by',
  weekOf: (firstDay: string) => `Week of ${firstDay}`,
  loading: 'Loading the chart',
  failed: 'The chart could not be loaded.',
  earnings: {
    heading: 'Earnings over time',
    coins: 'Coins earned',
    empty: 'No earnings yet',
    summary: (total: string, days: number, best: string) =>
      `Coins earned per day over the last ${days} days: ${total} in total, ${best} on the best day.`,
    summaryByWeek: (total: string, weeks: number, best: string) =>
      `Coins earned per week over the last ${weeks} weeks: ${total} in total, ${best} in the best week.`,
  },
  spending: {
    heading: 'Spending and coins bought',
    spent: 'Coins put into tasks',
    refunded: 'Coins refunded',
    bought: 'Coins bought',
    empty: 'No spending or purchases yet',
    summary: (spent: string, refunded: string, bought: string, days: number) =>
      `Per day over the last ${days} days: ${spent} put into tasks (before refunds), ${refunded} refunded and ${bought} bought.`,
  },
  platform: {
    heading: 'Daily platform volume',
    tasksPosted: 'Tasks posted',
    submissions: 'Submissions',
    approvals: 'Approvals',
    coinsBought: 'Coins bought',
    coinsPaidOut: 'Coins paid out',
    empty: 'Nothing happened on the platform yet',
    summary: (tasks: string, submissions: string, approvals: string, days: number) =>
      `Per day over the last ${days} days: ${tasks} tasks posted, ${submissions} submissions and ${approvals} approvals in total.`,
  },
} as const;
