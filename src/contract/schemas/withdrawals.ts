/** Withdrawals: a worker asks to cash out coins; an admin marks the request paid. */
import { type Static, Type } from '@sinclair/typebox';

import {
  MAX_COIN_COLUMN,
  MAX_PAGE_SIZE,
  MIN_WITHDRAWAL_COINS,
  TEXT_LIMITS,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from '../constants';
import { PAYMENT_SYSTEMS, WITHDRAWAL_STATUSES } from '../entities';
import { Email, Id, ignoredBecause, oneOf, PAGE_DESCRIPTION, PageFields, text } from './common';
import { tableQueryFields } from './tables';

/**
 * Every coin that ever reached a worker's balance, by where it came from: approved work,
 * the sign-up grant, purchases, and everything else (refunds of their own tasks, …).
 */
export const CoinSourcesSchema = Type.Object(
  {
    earned: Type.Integer({ description: 'Paid for approved work.' }),
    signUpGrant: Type.Integer({ description: 'The sign-up grant.' }),
    purchased: Type.Integer({ description: 'Bought with verified payments.' }),
    other: Type.Integer({ description: 'Anything else, e.g. refunds of their own tasks.' }),
  },
  {
    description:
      "An admin's list only: every coin that reached the worker's balance, by source (from the ledger).",
  },
);
export type CoinSources = Static<typeof CoinSourcesSchema>;

export const WithdrawalSchema = Type.Object({
  _id: Id,
  withdrawal_coin: Type.Integer(),
  withdrawal_amount: Type.Number({
    description: `Dollars: coins / ${WITHDRAWAL_COINS_PER_DOLLAR}.`,
  }),
  payment_system: oneOf(PAYMENT_SYSTEMS),
  worker_email: Type.String(),
  worker_name: Type.String(),
  withdrawal_date: Type.String({ description: 'ISO timestamp of the request.' }),
  status: oneOf(WITHDRAWAL_STATUSES),
  /** Where to pay, as the worker typed it (not in the spec's payload); absent when not given. */
  account_number: Type.Optional(Type.String()),
  coin_sources: Type.Optional(CoinSourcesSchema),
});
export type WithdrawalRequest = Static<typeof WithdrawalSchema>;
export const WithdrawalListSchema = Type.Array(WithdrawalSchema);

const fromTheCaller = ignoredBecause('taken from your record.');

export const CreateWithdrawalBodySchema = Type.Object(
  {
    withdrawal_coin: Type.Integer({
      minimum: 1,
      maximum: MAX_COIN_COLUMN,
      description: `At least ${MIN_WITHDRAWAL_COINS}, at most your available coins.`,
    }),
    withdrawal_amount: Type.Optional(
      Type.Number({
        minimum: 0,
        description: `Checked when sent: it must equal withdrawal_coin / ${WITHDRAWAL_COINS_PER_DOLLAR} (to the cent).`,
      }),
    ),
    payment_system: oneOf(PAYMENT_SYSTEMS),
    /** Where to pay; the form asks for it, the spec's payload leaves it out. */
    account_number: Type.Optional(text(TEXT_LIMITS.accountNumber)),
    worker_email: Type.Optional(Type.String({ ...Email, ...fromTheCaller })),
    worker_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, ...fromTheCaller })),
    withdrawal_date: Type.Optional(
      Type.String({ maxLength: 64, ...ignoredBecause('the server records the time.') }),
    ),
    status: Type.Optional(
      Type.String({ maxLength: 16, ...ignoredBecause('a new request is pending.') }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The coins leave your balance into a hold until an admin pays the request.',
  },
);
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBodySchema>;

export const ApproveWithdrawalBodySchema = Type.Object(
  {
    status: Type.Literal('success'),
    worker_email: Type.Optional(Type.String({ ...Email, ...ignoredBecause('the stored one.') })),
    withdrawal_coin: Type.Optional(
      Type.Integer({ minimum: 0, ...ignoredBecause('the stored figure is paid.') }),
    ),
  },
  { additionalProperties: false },
);
export type ApproveWithdrawalBody = Static<typeof ApproveWithdrawalBodySchema>;

export const WithdrawalsQuerySchema = Type.Object(
  { ...tableQueryFields('withdrawals'), ...PageFields },
  {
    description: `${PAGE_DESCRIPTION} An admin's (everyone's): at most the first ${MAX_PAGE_SIZE} without page and limit.`,
  },
);
export type WithdrawalsQuery = Static<typeof WithdrawalsQuerySchema>;
