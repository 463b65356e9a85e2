/**
 * The worker's withdrawal actor with its real effect: the request goes through the API cache
 * (whose tags refresh the coin balance at once).
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';

import { recordMachine } from '@app/machineKit/recording/recorder';
import { useAppDispatch } from '@app/store/hooks';
import { type WithdrawalDraft, withdrawalMachine } from '../machines/withdrawalMachine';
import { withdrawalActors } from '../machines/withdrawalActors';

export type WithdrawalStage = 'editing' | 'submitting' | 'succeeded' | 'failed';

export interface Withdrawal {
  stage: WithdrawalStage;
  /** What was sent last (for the summary after success). */
  sent: WithdrawalDraft | null;
  /** The server's message after a failure. */
  error: string | null;
  submit: (draft: WithdrawalDraft) => void;
  retry: () => void;
  edit: () => void;
}

export function useWithdrawal(availableCoins: number): Withdrawal {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () => withdrawalMachine.provide({ actors: withdrawalActors(dispatch) }),
    [dispatch],
  );
  const [snapshot, send] = useMachine(machine, { inspect: recordMachine });
  return {
    stage: snapshot.value,
    sent: snapshot.context.draft,
    error: snapshot.context.error,
    submit: (draft) => send({ type: 'SUBMIT', draft, availableCoins }),
    retry: () => send({ type: 'RETRY', availableCoins }),
    edit: () => send({ type: 'EDIT' }),
  };
}
