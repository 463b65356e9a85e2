/**
 * A recording made while a buyer pays holds none of the buyer's secrets: neither the card number,
 * nor the CVC, nor the payment intent's client secret, nor the ID token the API calls carry.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { setRecording } from '@app/machineKit/recording/recordingSwitch';
import { listRecordings } from '@app/machineKit/recording/recordingStore';
import { REDACTED } from '@app/machineKit/recording/sanitize';
import { ID_TOKEN } from '@test/app/support/apiWorld';
import { CLIENT_SECRET, clientConfig, intent, paid, recorded, setUpBuyerWorld } from './buyerWorld';

const { world, openAsBuyer, buyerRecordIs } = setUpBuyerWorld();

const CARD_NUMBER = '4242424242424242';
const CVC = '123';

beforeEach(() => setRecording(true));
afterEach(() => sessionStorage.clear());

it('records the buyer’s payment up to its success, without the card, the CVC, the client secret or the ID token', async () => {
  world.answer('get', '/client-config', clientConfig());
  world.answer('post', '/create-payment-intent', intent);
  world.answer('post', '/sandbox/payment-intents/confirm', paid);
  world.answer('post', '/payments', recorded);
  const { user } = await openAsBuyer('/dashboard/purchase');
  const package150 = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name: '150 Coins' }));
  if (!package150) throw new Error('No package of 150 coins.');
  await user.click(within(package150).getByRole('button', { name: /^Purchase/ }));
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  const pay = () => screen.getByRole('button', { name: /^Pay \$/ });
  await waitFor(() => expect(pay()).toBeEnabled());
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), CARD_NUMBER);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1240');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), CVC);
  buyerRecordIs({ availableCoin: 270 });
  await user.click(pay());
  expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  // The secrets really went through the product while it recorded.
  expect(world.lastRequest('POST', '/sandbox/payment-intents/confirm').body).toMatchObject({
    clientSecret: CLIENT_SECRET,
    cvc: CVC,
  });

  const recording = listRecordings().find(({ machine }) => machine === 'payment');
  if (!recording) throw new Error('No recording of the payment machine.');
  expect(recording.title).toBe('/');
  expect(recording.input).toEqual({ coins: 150, price: 10 });
  expect(recording.initialState).toBe('idle');
  expect(recording.steps.map(({ event }) => event.type)).toEqual([
    'START',
    'xstate.done.actor.createIntent',
    'PAY',
    'xstate.done.actor.confirmCard',
    'xstate.done.actor.recordPayment',
  ]);
  expect(recording.steps.at(-1)?.state).toBe('succeeded');
  const payStep = recording.steps.find(({ event }) => event.type === 'PAY');
  expect(payStep?.event).toEqual({
    type: 'PAY',
    card: { cardNumber: REDACTED, expiry: REDACTED, cvc: REDACTED },
  });

  const text = JSON.stringify(recording);
  expect(text).not.toContain(CARD_NUMBER);
  expect(text).not.toContain('4242 4242 4242 4242');
  expect(text).not.toMatch(new RegExp(`"${CVC}"`));
  expect(text).not.toContain(CLIENT_SECRET);
  expect(text).not.toContain('_secret_');
  expect(text).not.toContain(ID_TOKEN);
  // What is not secret is kept, for the replay and for whoever reads it.
  expect(text).toContain('pi_sandbox_7');
});
