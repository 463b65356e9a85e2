/**
 * Buying a coin package (docs/product.md#payment-flow): create a payment intent for the price,
 * confirm the card with the gateway, then record the payment, which credits the coins.
 * The gateway is behind three named actors provided at run time (the sandbox's or
 * Stripe's): `createIntent`, `confirmCard` and `recordPayment`. A card problem the
 * gateway ties to a field goes back to the card form; every other failure keeps the
 * gateway's message and can be retried. A payment that went through is never confirmed
 * twice: a failed recording retries the recording only.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

import type { PaymentIntentCreated, PaymentRecorded } from '@contract/schemas/payments';
import type { CoinPackage } from '@contract/constants';
import { SUCCESS_MESSAGES } from '@contract/messages';
import type { CardDetails, CardField } from '@contract/validation';

export interface CardProblemShown {
  field: CardField;
  message: string;
}

/** What the gateway made of the card: a succeeded payment, or why not. */
export type CardConfirmation =
  | { status: 'succeeded'; transactionId: string }
  | { status: 'failed'; message: string; field?: CardField };

export interface ConfirmCardInput {
  clientSecret: string;
  /** What the buyer typed in the sandbox's form; Stripe's card element holds its own. */
  card: CardDetails | null;
}

export interface RecordPaymentInput extends CoinPackage {
  transactionId: string;
}

export interface PaymentContext extends CoinPackage {
  clientSecret: string | null;
  transactionId: string | null;
  /** A problem with what was typed, shown under its field. */
  cardProblem: CardProblemShown | null;
  /** The gateway's (or server's) message of the last failure. */
  failure: string | null;
}

export type PaymentEvent =
  | { type: 'START' }
  | { type: 'PAY'; card: CardDetails | null }
  | { type: 'CARD_CHANGED' }
  | { type: 'RETRY' };

function notProvided(name: string): never {
  throw new Error(`paymentMachine: provide "${name}" with paymentMachine.provide().`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as CoinPackage,
    events: {} as PaymentEvent,
  },
  actors: {
    createIntent: fromPromise<PaymentIntentCreated, { price: number }>(async () =>
      notProvided('createIntent'),
    ),
    confirmCard: fromPromise<CardConfirmation, ConfirmCardInput>(async () =>
      notProvided('confirmCard'),
    ),
    recordPayment: fromPromise<PaymentRecorded, RecordPaymentInput>(async () =>
      notProvided('recordPayment'),
    ),
  },
  actions: {
    rememberIntent: assign((_, params: { clientSecret: string }) => ({
      clientSecret: params.clientSecret,
    })),
    rememberTransaction: assign((_, confirmation: CardConfirmation) => ({
      transactionId: confirmation.status === 'succeeded' ? confirmation.transactionId : null,
    })),
    showCardProblem: assign((_, confirmation: CardConfirmation) => ({
      cardProblem:
        confirmation.status === 'failed' && confirmation.field
          ? { field: confirmation.field, message: confirmation.message }
          : null,
    })),
    showDecline: assign((_, confirmation: CardConfirmation) => ({
      failure: confirmation.status === 'failed' ? confirmation.message : null,
    })),
    clearCardProblem: assign({ cardProblem: null }),
    showFailure: assign((_, params: { message: string }) => ({ failure: params.message })),
    clearFailure: assign({ failure: null }),
    announce: (_, _message: string) => notProvided('announce'),
  },
  guards: {
    paymentSucceeded: (_, params: CardConfirmation) => params.status === 'succeeded',
    cardFieldRejected: (_, params: CardConfirmation) =>
      params.status === 'failed' && params.field !== undefined,
  },
}).createMachine({
  id: 'payment',
  description:
    'Buying a coin package (docs/product.md#payment-flow): payment intent, card confirmation, recording; failures keep the gateway’s message and can be retried.',
  context: ({ input }) => ({
    coins: input.coins,
    price: input.price,
    clientSecret: null,
    transactionId: null,
    cardProblem: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The payment screen opened with a package.',
      on: { START: 'creatingIntent' },
    },
    creatingIntent: {
      description: 'Asking the server for a payment intent for the package’s price.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'createIntent',
        src: 'createIntent',
        input: ({ context }) => ({ price: context.price }),
        onDone: {
          target: 'awaitingCard',
          actions: { type: 'rememberIntent', params: ({ event }) => event.output },
        },
        onError: {
          target: 'intentFailed',
          actions: {
            type: 'showFailure',
            params: ({ event }) => ({ message: messageOf(event.error) }),
          },
        },
      },
    },
    intentFailed: {
      description: 'No intent: nothing was charged. RETRY asks again.',
      tags: ['failed'],
      on: { RETRY: 'creatingIntent' },
    },
    awaitingCard: {
      description: 'The card form is open; Pay sends the card to the gateway.',
      on: {
        PAY: 'confirming',
        CARD_CHANGED: { actions: 'clearCardProblem' },
      },
    },
    confirming: {
      description: 'The gateway confirms the card payment; Pay is disabled.',
      tags: ['busy'],
      entry: ['clearCardProblem', 'clearFailure'],
      invoke: {
        id: 'confirmCard',
        src: 'confirmCard',
        input: ({ context, event }) => {
          assertEvent(event, 'PAY');
          return { clientSecret: context.clientSecret ?? '', card: event.card };
        },
        onDone: [
          {
            guard: { type: 'paymentSucceeded', params: ({ event }) => event.output },
            target: 'recording',
            actions: { type: 'rememberTransaction', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'cardFieldRejected', params: ({ event }) => event.output },
            target: 'awaitingCard',
            actions: { type: 'showCardProblem', params: ({ event }) => event.output },
          },
          {
            target: 'confirmFailed',
            actions: { type: 'showDecline', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'confirmFailed',
          actions: {
            type: 'showFailure',
            params: ({ event }) => ({ message: messageOf(event.error) }),
          },
        },
      },
    },
    confirmFailed: {
      description:
        'The card was declined or the gateway failed. RETRY, or editing the card, opens the card form again.',
      tags: ['failed'],
      on: {
        RETRY: { target: 'awaitingCard', actions: 'clearFailure' },
        // Typing another card is the answer to a decline: Pay works again at once.
        CARD_CHANGED: { target: 'awaitingCard', actions: ['clearFailure', 'clearCardProblem'] },
      },
    },
    recording: {
      description: 'The payment went through; the server verifies it and credits the coins.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'recordPayment',
        src: 'recordPayment',
        input: ({ context }) => ({
          transactionId: context.transactionId ?? '',
          coins: context.coins,
          price: context.price,
        }),
        onDone: 'succeeded',
        onError: {
          target: 'recordFailed',
          actions: {
            type: 'showFailure',
            params: ({ event }) => ({ message: messageOf(event.error) }),
          },
        },
      },
    },
    recordFailed: {
      description:
        'Paid but not yet credited. RETRY records the same transaction again (credited once).',
      tags: ['failed'],
      on: { RETRY: 'recording' },
    },
    succeeded: {
      description:
        'docs/product.md#payment-flow: the payment is recorded and the success message shows.',
      type: 'final',
      entry: { type: 'announce', params: SUCCESS_MESSAGES.payment },
    },
  },
});

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
