/**
 * A worker's withdrawal request (docs/product.md#withdrawal-request-lifecycle, #validation-rules):
 * the form is edited, a request that keeps the spec's rules is submitted, and it either succeeds
 * (the coins are held until an admin pays them out) or fails with the server's message, from where
 * it can be retried or edited. The request itself is the named actor `submitWithdrawal`, provided at
 * run time. A success is announced as an alert; a refusal is not: the form shows it once, beside
 * its fields, until the worker retries or edits (docs/product.md#withdrawals).
 */
import { assign, fromPromise, setup } from 'xstate';

import type { InsertedId } from '@contract/schemas/common';
import type { CreateWithdrawalBody } from '@contract/schemas/withdrawals';
import type { PaymentSystem } from '@contract/entities';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { withdrawalAmountFor } from '@contract/money';
import {
  isWithdrawDisabled,
  validatePaymentSystem,
  validateWithdrawalCoins,
} from '@contract/validation';
import { announce, errorMessageOf, notProvided } from '@app/machineKit';

/** What the worker filled in. */
export interface WithdrawalDraft {
  coins: number;
  paymentSystem: string;
  accountNumber: string;
}

export interface WithdrawalContext {
  /** The request being sent, or last sent. */
  draft: WithdrawalDraft | null;
  /** Why the last request failed. */
  error: string | null;
}

/** Sending is judged against the balance the worker sees at that moment. */
export type WithdrawalEvent =
  | { type: 'SUBMIT'; draft: WithdrawalDraft; availableCoins: number }
  | { type: 'RETRY'; availableCoins: number }
  | { type: 'EDIT' };

/** Every rule of docs/product.md#validation-rules holds for this draft. */
export function isWithdrawalAllowed(draft: WithdrawalDraft, availableCoins: number): boolean {
  const hasError =
    validateWithdrawalCoins(draft.coins, availableCoins) !== undefined ||
    validatePaymentSystem(draft.paymentSystem) !== undefined;
  return !isWithdrawDisabled({
    coins: draft.coins,
    availableCoins,
    accountNumber: draft.accountNumber,
    hasError,
  });
}

/** The request body; the server computes the amount again and checks this one. */
export function withdrawalRequestOf(draft: WithdrawalDraft): CreateWithdrawalBody {
  return {
    withdrawal_coin: draft.coins,
    withdrawal_amount: withdrawalAmountFor(draft.coins),
    payment_system: draft.paymentSystem as PaymentSystem,
    account_number: draft.accountNumber.trim(),
  };
}

function sentDraft(context: WithdrawalContext): WithdrawalDraft {
  if (!context.draft) throw new Error('withdrawalMachine: no request to send.');
  return context.draft;
}

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    submitWithdrawal: fromPromise<InsertedId, CreateWithdrawalBody>(async () =>
      notProvided('withdrawalMachine', 'submitWithdrawal'),
    ),
  },
  actions: {
    rememberDraft: assign((_, params: { draft: WithdrawalDraft }) => ({ draft: params.draft })),
    forgetDraft: assign({ draft: null }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
    })),
    announce,
  },
  guards: {
    isAllowed: (_, params: { draft: WithdrawalDraft | null; availableCoins: number }) =>
      params.draft !== null && isWithdrawalAllowed(params.draft, params.availableCoins),
  },
}).createMachine({
  id: 'withdrawal',
  description:
    "A worker's withdrawal request: edited, sent when it keeps the spec's rules, then held or refused (docs/product.md#withdrawal-request-lifecycle, #validation-rules).",
  context: { draft: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is open; Withdraw is enabled only for a request within the rules.',
      on: {
        SUBMIT: {
          guard: {
            type: 'isAllowed',
            params: ({ event }) => event,
          },
          target: 'submitting',
          actions: { type: 'rememberDraft', params: ({ event }) => event },
        },
      },
    },
    submitting: {
      description: 'The request is on its way; the coins are held when it succeeds.',
      entry: 'clearError',
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => withdrawalRequestOf(sentDraft(context)),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => event },
        },
      },
    },
    succeeded: {
      description: "'Successful Request!': the coins wait in a hold for an admin's approval.",
      entry: {
        type: 'announce',
        params: { variant: 'success', text: SUCCESS_MESSAGES.withdrawalRequested },
      },
      on: {
        EDIT: { target: 'editing', actions: 'forgetDraft' },
      },
    },
    failed: {
      description:
        "The server's message is shown beside the form, where it stays; the same request can be retried, or the form edited and sent.",
      on: {
        RETRY: {
          guard: {
            type: 'isAllowed',
            params: ({ context, event }) => ({
              draft: context.draft,
              availableCoins: event.availableCoins,
            }),
          },
          target: 'submitting',
        },
        SUBMIT: {
          guard: {
            type: 'isAllowed',
            params: ({ event }) => event,
          },
          target: 'submitting',
          actions: { type: 'rememberDraft', params: ({ event }) => event },
        },
        EDIT: { target: 'editing', actions: ['clearError', 'forgetDraft'] },
      },
    },
  },
});
