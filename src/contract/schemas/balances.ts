/**
 * Where a person's coins are (docs/money.md#where-coins-can-be): the available balance and the
 * escrows and holds that belong to them, each equal to what the ledger says of those accounts.
 */
import { type Static, Type } from '@sinclair/typebox';

const coins = (description: string) => Type.Integer({ minimum: 0, description });

export const WorkerBalanceSchema = Type.Object({
  role: Type.Literal('worker'),
  available: coins('The coins the worker can spend or withdraw (available_coin).'),
  waiting_for_review: coins(
    "Coins held on the worker's submissions that wait for a decision (pending, changes requested or appealed).",
  ),
  held_for_withdrawal: coins("Coins held for the worker's pending withdrawal requests."),
  earned_total: coins('Every coin the worker was ever paid for work.'),
});
export type WorkerBalance = Static<typeof WorkerBalanceSchema>;

export const BuyerBalanceSchema = Type.Object({
  role: Type.Literal('buyer'),
  available: coins('The coins the buyer can spend (available_coin).'),
  escrow_open_tasks: coins("Coins set aside for the open slots of the buyer's tasks."),
  escrow_submissions: coins(
    "Coins held for submissions to the buyer's tasks that are not settled yet.",
  ),
});
export type BuyerBalance = Static<typeof BuyerBalanceSchema>;

export const AdminBalanceSchema = Type.Object({
  role: Type.Literal('admin'),
  available: coins("The admin's own coins."),
});
export type AdminBalance = Static<typeof AdminBalanceSchema>;

/** By the role of the person named. */
export const BalanceSchema = Type.Union([
  WorkerBalanceSchema,
  BuyerBalanceSchema,
  AdminBalanceSchema,
]);
export type Balance = Static<typeof BalanceSchema>;
