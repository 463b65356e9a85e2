/** A worker's earnings: what each approved submission paid. */
import { type Static, Type } from '@sinclair/typebox';

import { Id } from './common';

/** One approved submission's pay, listed per worker e-mail. */
export const EarningSchema = Type.Object({
  _id: Id,
  amount: Type.Integer({ description: 'Coins paid.' }),
  task_title: Type.String(),
  buyer_email: Type.String(),
  date: Type.String({ description: 'ISO timestamp of the approval.' }),
});
export type Earning = Static<typeof EarningSchema>;
export const EarningListSchema = Type.Array(EarningSchema);
