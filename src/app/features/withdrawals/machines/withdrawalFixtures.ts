/**
 * What the withdrawal machine is exercised with outside the product
 * (src/app/machineKit/fixtures.ts): an invented balance, one request within the rules and one
 * outside each rule (docs/product.md#validation-rules), and the server's answers, for the
 * Machine Lab and the model-based tests.
 */
import { doneEvent, errorEvent, type MachineFixtures } from '@app/machineKit/fixtures';

import type { WithdrawalDraft, WithdrawalEvent } from './withdrawalMachine';

export const availableCoins = 500;
export const validDraft: WithdrawalDraft = {
  coins: 250,
  paymentSystem: 'Nagad',
  accountNumber: '01711-000',
};

const submit = (draft: WithdrawalDraft): WithdrawalEvent => ({
  type: 'SUBMIT',
  draft,
  availableCoins,
});

export const withdrawalFixtures: MachineFixtures = {
  events: [
    submit(validDraft),
    submit({ ...validDraft, coins: 150 }),
    submit({ ...validDraft, coins: 600 }),
    submit({ ...validDraft, accountNumber: '' }),
    submit({ ...validDraft, paymentSystem: '' }),
    { type: 'RETRY', availableCoins },
    { type: 'RETRY', availableCoins: 100 },
    { type: 'EDIT' },
    doneEvent('submitWithdrawal', { insertedId: 'withdrawal-9' }),
    errorEvent('submitWithdrawal', 'You cannot withdraw more than 240 coins.'),
  ],
};
