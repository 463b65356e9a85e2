/** The texts of withdrawals (docs/product.md#withdrawals): the worker's form and its status. */
import { MIN_WITHDRAWAL_COINS, WITHDRAWAL_COINS_PER_DOLLAR } from '../constants';
import type { WithdrawalStatus } from '../entities';

export const WITHDRAWALS_COPY = {
  formHeading: 'Withdraw Funds',
  availableCoins: 'Available coins',
  worth: 'Worth',
  rate: `${WITHDRAWAL_COINS_PER_DOLLAR} coins = $1 · at least ${MIN_WITHDRAWAL_COINS} coins`,
  coinsToWithdraw: 'Coins to withdraw',
  withdrawAmount: 'Withdraw amount ($)',
  paymentSystem: 'Payment system',
  accountNumber: 'Account number',
  submit: 'Withdraw',
  requested: (coins: string, amount: string, paymentSystem: string) =>
    `${coins} (${amount}) will be paid through ${paymentSystem} once an admin approves the request.`,
  another: 'Request another withdrawal',
} as const;

/** The Withdrawals screen's notice for an account whose e-mail address is not verified yet. */
export const EMAIL_VERIFICATION_COPY = {
  title: 'Verify your e-mail address to withdraw',
  text: 'Withdrawals are paid only to accounts with a verified e-mail address. We will send a link to your address; open it, then come back and press “I have verified it”.',
  send: 'Send verification e-mail',
  sending: 'Sending…',
  sent: (email: string) => `We sent a verification link to ${email}. Check your inbox.`,
  refresh: 'I have verified it',
  checking: 'Checking…',
  stillUnverified:
    'Your e-mail address is not verified yet. Open the link we sent, then try again.',
  verified: 'Thank you: your e-mail address is verified. You can withdraw now.',
  failed: 'That did not work. Please try again in a moment.',
} as const;

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  pending: 'Pending',
  success: 'Success',
};
