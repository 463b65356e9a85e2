import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import { ADA_EMAIL } from '@test/app/support/apiWorld';
import {
  CLIENT_SECRET,
  clientConfig,
  coinPill,
  errorAnswer,
  heldBack,
  intent,
  paid,
  recorded,
  setUpBuyerWorld,
} from './buyerWorld';

const { world, openAsBuyer, buyerRecordIs } = setUpBuyerWorld();

function packageCard(coins: string): HTMLElement {
  const card = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name: coins }));
  if (!card) throw new Error(`No package of ${coins}.`);
  return card;
}

async function openPurchase() {
  const view = await openAsBuyer('/dashboard/purchase');
  await screen.findByRole('heading', { level: 1, name: 'Purchase Coin' });
  return view;
}

/** From Purchase Coin to the card form of the $10 package. */
async function openPaymentFor150(answerIntent = true) {
  world.answer('get', '/client-config', clientConfig());
  if (answerIntent) world.answer('post', '/create-payment-intent', intent);
  const view = await openPurchase();
  await view.user.click(
    within(packageCard('150 Coins')).getByRole('button', { name: /^Purchase/ }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return view;
}

async function typeCard(user: UserEvent, number: string, expiry = '1240', cvc = '123') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), expiry);
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), cvc);
}

function payButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Pay \$/ });
}

describe('Purchase Coin', () => {
  it('shows the four packages with their price and coins per dollar', async () => {
    await openPurchase();

    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      '10 Coins$110 coins per dollarPurchase',
      '150 Coins$1015 coins per dollarPurchase',
      '500 Coins$2025 coins per dollarPurchase',
      '1,000 Coins$3529 coins per dollarPurchase',
    ]);
    expect(
      within(packageCard('1,000 Coins')).getByRole('button', {
        name: 'Purchase 1,000 coins for $35',
      }),
    ).toHaveTextContent('Purchase');
  });

  it('sends a visit to the payment screen without a package back to Purchase Coin', async () => {
    const { location } = await openAsBuyer('/dashboard/payment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Coin' })).toBeVisible();
    expect(location.pathname).toBe('/dashboard/purchase');
  });
});

describe('Payment through the sandbox gateway', () => {
  it('pays for the package, says so, and the new coins show', async () => {
    world.answer('post', '/sandbox/payment-intents/confirm', paid);
    world.answer('post', '/payments', recorded);
    const { user } = await openPaymentFor150();

    expect(screen.getByText('150 coins for $10')).toBeVisible();
    expect(await screen.findByText('Test mode: no real money moves')).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();
    expect(world.lastRequest('POST', '/create-payment-intent').body).toEqual({ price: 10 });
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent('Pay $10');

    await typeCard(user, '4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/40');
    buyerRecordIs({ availableCoin: 270 });
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    expect(screen.getByText('150 coins were added to your balance.')).toBeVisible();
    expect(world.lastRequest('POST', '/sandbox/payment-intents/confirm').body).toEqual({
      clientSecret: CLIENT_SECRET,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(world.lastRequest('POST', '/payments').body).toMatchObject({
      transactionId: 'pi_sandbox_7',
      email: ADA_EMAIL,
      price: 10,
      coins: 150,
    });
    await waitFor(() => expect(coinPill()).toHaveTextContent('Available coins: 270'));
    expect(screen.getByRole('link', { name: 'View payment history' })).toHaveAttribute(
      'href',
      '/dashboard/payment-history',
    );
  });

  it('cannot be paid twice: Pay waits while the card is confirmed', async () => {
    const confirm = heldBack();
    world.answer('post', '/sandbox/payment-intents/confirm', async () => {
      await confirm.released;
      return HttpResponse.json(paid);
    });
    world.answer('post', '/payments', recorded);
    const { user } = await openPaymentFor150();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await typeCard(user, '4242424242424242');

    await user.dblClick(payButton());
    expect(payButton()).toBeDisabled();
    await act(async () => confirm.release());

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    expect(world.countOf('POST', '/sandbox/payment-intents/confirm')).toBe(1);
    expect(world.countOf('POST', '/payments')).toBe(1);
  });

  it('checks the card here first, in the card provider’s words', async () => {
    const { user } = await openPaymentFor150();
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.click(payButton());
    expect(screen.getByText('Your card number is incomplete.')).toBeVisible();

    await typeCard(user, '4242424242424242', '0120');
    await user.click(payButton());
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveAccessibleDescription(
      "Your card's expiration year is in the past.",
    );
    expect(world.countOf('POST', '/sandbox/payment-intents/confirm')).toBe(0);
  });

  it('shows the gateway’s word about a field under that field, until it is edited', async () => {
    world.answer('post', '/sandbox/payment-intents/confirm', {
      paymentIntent: { id: 'pi_sandbox_7', status: 'requires_payment_method', amount: 1000 },
      error: {
        type: 'validation_error',
        code: 'invalid_cvc',
        field: 'cvc',
        message: "Your card's security code is invalid.",
      },
    });
    const { user } = await openPaymentFor150();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await typeCard(user, '4242424242424242');

    await user.click(payButton());

    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    await waitFor(() =>
      expect(cvc).toHaveAccessibleDescription("Your card's security code is invalid."),
    );
    expect(payButton()).toBeEnabled();
    await user.type(cvc, '{Backspace}4');
    expect(screen.queryByText("Your card's security code is invalid.")).not.toBeInTheDocument();
  });

  it('shows a declined card’s message and lets the buyer try another card', async () => {
    world.answer('post', '/sandbox/payment-intents/confirm', {
      paymentIntent: { id: 'pi_sandbox_7', status: 'requires_payment_method', amount: 1000 },
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { user } = await openPaymentFor150();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await typeCard(user, '4000000000000002');

    await user.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeVisible();
    expect(payButton()).toBeDisabled();

    world.answer('post', '/sandbox/payment-intents/confirm', paid);
    world.answer('post', '/payments', recorded);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    expect(world.countOf('POST', '/create-payment-intent')).toBe(1);
  });

  it('shows the server’s message when the payment cannot be started, and starts again', async () => {
    world.answer(
      'post',
      '/create-payment-intent',
      errorAnswer(400, 'Choose one of the coin packages.'),
    );
    const { user } = await openPaymentFor150(false);

    expect(await screen.findByText('Choose one of the coin packages.')).toBeVisible();
    expect(payButton()).toBeDisabled();
    world.answer('post', '/create-payment-intent', intent);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(world.countOf('POST', '/create-payment-intent')).toBe(2);
  });

  it('records again, without charging again, when recording failed', async () => {
    world.answer('post', '/sandbox/payment-intents/confirm', paid);
    world.answer(
      'post',
      '/payments',
      errorAnswer(502, 'The payment provider is not answering. Please try again in a minute.'),
    );
    const { user } = await openPaymentFor150();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await typeCard(user, '4242424242424242');

    await user.click(payButton());
    expect(
      await screen.findByText(
        'The payment provider is not answering. Please try again in a minute.',
      ),
    ).toBeVisible();
    world.answer('post', '/payments', recorded);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    expect(world.countOf('POST', '/sandbox/payment-intents/confirm')).toBe(1);
    expect(world.countOf('POST', '/payments')).toBe(2);
  });

  it('says when the payment settings could not be loaded, and tries again', async () => {
    world.answer('get', '/client-config', errorAnswer(404, 'Not found'));
    world.answer('post', '/create-payment-intent', intent);
    const { user } = await openPurchase();
    await user.click(within(packageCard('10 Coins')).getByRole('button', { name: /^Purchase/ }));

    expect(await screen.findByText('The payment settings could not be loaded.')).toBeVisible();
    world.answer('get', '/client-config', clientConfig());
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Test mode: no real money moves')).toBeVisible();
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay $1'));
  });

  it('says so when Stripe is the gateway but has no key, loading nothing of it', async () => {
    world.answer(
      'get',
      '/client-config',
      clientConfig({ provider: 'stripe', stripePublishableKey: null }),
    );
    const { user } = await openPurchase();
    await user.click(within(packageCard('500 Coins')).getByRole('button', { name: /^Purchase/ }));

    expect(
      await screen.findByText('Card payments are not set up yet. Please try again later.'),
    ).toBeVisible();
    expect(world.countOf('POST', '/create-payment-intent')).toBe(0);
  });
});
