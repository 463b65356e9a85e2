/**
 * The payment actor for one package, with the server's steps as its effects (create the
 * intent, record the payment) and the gateway's `confirmCard`. It starts creating the
 * intent as soon as the screen opens.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';

import type { CoinPackage } from '@contract/constants';
import type { User } from '@contract/schemas/users';
import type { CardDetails } from '@contract/validation';
import { recordMachine } from '@app/machineKit/recording/recorder';
import { useAppDispatch } from '@app/store/hooks';
import { type ConfirmCardLogic, paymentActors } from '../machines/paymentActors';
import { paymentMachine, type PaymentSnapshot } from '../machines/paymentMachine';

export interface PaymentFlow {
  snapshot: PaymentSnapshot;
  /** A request is on its way: Pay waits. */
  busy: boolean;
  /** The typed card (sandbox), or null when the gateway's own element holds it (Stripe). */
  pay: (card: CardDetails | null) => void;
  cardChanged: () => void;
  retry: () => void;
}

export function usePayment(
  coinPackage: CoinPackage,
  buyer: User,
  confirmCard: ConfirmCardLogic,
): PaymentFlow {
  const dispatch = useAppDispatch();
  const { email } = buyer;
  const machine = useMemo(
    () => paymentMachine.provide({ actors: { ...paymentActors(dispatch, email), confirmCard } }),
    [dispatch, confirmCard, email],
  );
  const [snapshot, send] = useMachine(machine, { input: coinPackage, inspect: recordMachine });
  useEffect(() => send({ type: 'START' }), [send]);
  return {
    snapshot,
    busy: snapshot.hasTag('busy'),
    pay: (card) => send({ type: 'PAY', card }),
    cardChanged: () => send({ type: 'CARD_CHANGED' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
