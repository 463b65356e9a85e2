/**
 * The payment actor for one package, with the server's steps as its effects (create the
 * intent, record the payment) and the gateway's `confirmCard`. It starts creating the
 * intent as soon as the screen opens. Recording invalidates the user record, so the new
 * coins show everywhere once it succeeded.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type PromiseActorLogic } from 'xstate';

import type { PaymentIntentCreated, PaymentRecorded } from '@contract/schemas/payments';
import type { CoinPackage } from '@contract/constants';
import { PAYMENT_COPY } from '@contract/copy/payments';
import type { User } from '@contract/schemas/users';
import type { CardDetails } from '@contract/validation';
import { notifySuccess } from '@app/components/notify';
import { useAppDispatch } from '@app/store/hooks';
import { requestErrorMessage } from '@app/store/requestError';
import { paymentsApi } from '../api/paymentsApi';
import {
  type CardConfirmation,
  type ConfirmCardInput,
  paymentMachine,
  type PaymentSnapshot,
  type RecordPaymentInput,
} from '../machines/paymentMachine';

export type ConfirmCardLogic = PromiseActorLogic<CardConfirmation, ConfirmCardInput>;

/** A request's failure as an Error with the server's message, for the machine to keep. */
async function withServerMessage<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(requestErrorMessage(error, fallback));
  }
}

export interface PaymentFlow {
  snapshot: PaymentSnapshot;
  /** A request is on its way: Pay waits. */
  busy: boolean;
  /** The typed card (sandbox), or null when the gateway's own element holds it (Stripe). */
  pay: (card: CardDetails | null) => void;
  cardChanged: () => void;
  retry: () => void;
}

export function usePaymentFlow(
  coinPackage: CoinPackage,
  buyer: User,
  confirmCard: ConfirmCardLogic,
): PaymentFlow {
  const dispatch = useAppDispatch();
  const { email } = buyer;
  const machine = useMemo(
    () =>
      paymentMachine.provide({
        actors: {
          createIntent: fromPromise<PaymentIntentCreated, { price: number }>(({ input }) =>
            withServerMessage(
              dispatch(paymentsApi.endpoints.createPaymentIntent.initiate(input)).unwrap(),
              PAYMENT_COPY.intentFailed,
            ),
          ),
          confirmCard,
          recordPayment: fromPromise<PaymentRecorded, RecordPaymentInput>(({ input }) =>
            withServerMessage(
              dispatch(
                paymentsApi.endpoints.recordPayment.initiate({
                  ...input,
                  email,
                  date: new Date().toISOString(),
                }),
              ).unwrap(),
              PAYMENT_COPY.recordFailed,
            ),
          ),
        },
        actions: { announce: (_, message) => notifySuccess(message) },
      }),
    [dispatch, confirmCard, email],
  );
  const [snapshot, send] = useMachine(machine, { input: coinPackage });
  useEffect(() => send({ type: 'START' }), [send]);
  return {
    snapshot,
    busy: snapshot.hasTag('busy'),
    pay: (card) => send({ type: 'PAY', card }),
    cardChanged: () => send({ type: 'CARD_CHANGED' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
