import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { fromPromise } from 'xstate';

import { withdrawalMachine } from '@app/features/withdrawals/machines/withdrawalMachine';
import { recordMachine } from '@app/machineKit/recording/recorder';
import { setRecording } from '@app/machineKit/recording/recordingSwitch';
import { listRecordings } from '@app/machineKit/recording/recordingStore';

const machine = withdrawalMachine.provide({
  actors: { submitWithdrawal: fromPromise(async () => ({ insertedId: 'w-1' })) },
  actions: { announce: () => undefined },
});

function Withdrawal() {
  const [snapshot, send] = useMachine(machine, { inspect: recordMachine });
  return (
    <button
      type="button"
      onClick={() =>
        send({
          type: 'SUBMIT',
          draft: { coins: 200, paymentSystem: 'Bkash', accountNumber: '017' },
          availableCoins: 300,
        })
      }
    >
      {String(snapshot.value)}
    </button>
  );
}

beforeEach(() => {
  localStorage.clear();
  setRecording(true);
});
afterEach(() => sessionStorage.clear());

it('records a machine of a component as one recording, even when React starts it twice', async () => {
  render(
    <StrictMode>
      <Withdrawal />
    </StrictMode>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'editing' }));
  await act(async () => undefined);
  expect(await screen.findByRole('button', { name: 'succeeded' })).toBeVisible();

  const recordings = listRecordings();
  expect(recordings).toHaveLength(1);
  expect(recordings[0]?.steps.map(({ state }) => state)).toEqual(['submitting', 'succeeded']);
});
