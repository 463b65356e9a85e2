import { sandboxConfirmation } from '@app/features/payments/gateways/sandbox/sandboxConfirmation';
import { stripeConfirmation } from '@app/features/payments/gateways/stripe/stripeConfirmation';
import { coinPackageFromState } from '@app/features/payments/purchaseState';

const waiting = { id: 'pi_1', status: 'requires_payment_method', amount: 1000 } as const;

describe('the sandbox gateway’s answer', () => {
  it('is a paid transaction when the intent succeeded', () => {
    expect(sandboxConfirmation({ paymentIntent: { ...waiting, status: 'succeeded' } })).toEqual({
      status: 'succeeded',
      transactionId: 'pi_1',
    });
  });

  it('counts an intent paid before as paid, though it cannot be confirmed again', () => {
    expect(
      sandboxConfirmation({
        paymentIntent: { ...waiting, status: 'succeeded' },
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
        },
      }),
    ).toEqual({ status: 'succeeded', transactionId: 'pi_1' });
  });

  it('keeps the field of a problem with what was typed, and the message of a decline', () => {
    expect(
      sandboxConfirmation({
        paymentIntent: waiting,
        error: {
          type: 'validation_error',
          code: 'invalid_number',
          field: 'cardNumber',
          message: 'Your card number is invalid.',
        },
      }),
    ).toEqual({ status: 'failed', field: 'cardNumber', message: 'Your card number is invalid.' });
    expect(
      sandboxConfirmation({
        paymentIntent: waiting,
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    ).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });
});

describe('Stripe’s confirmCardPayment result', () => {
  it('is a paid transaction when the intent succeeded, also after an earlier confirmation', () => {
    expect(stripeConfirmation({ paymentIntent: { id: 'pi_2', status: 'succeeded' } })).toEqual({
      status: 'succeeded',
      transactionId: 'pi_2',
    });
    expect(
      stripeConfirmation({
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          payment_intent: { id: 'pi_2', status: 'succeeded' },
        },
      }),
    ).toEqual({ status: 'succeeded', transactionId: 'pi_2' });
  });

  it.each([
    ['incomplete_number', 'cardNumber'],
    ['invalid_expiry_year_past', 'expiry'],
    ['incomplete_cvc', 'cvc'],
  ])('ties the validation error %s to the %s field', (code, field) => {
    expect(
      stripeConfirmation({ error: { type: 'validation_error', code, message: 'Look again.' } }),
    ).toEqual({ status: 'failed', field, message: 'Look again.' });
  });

  it('keeps a decline’s message, and says something when Stripe gave none', () => {
    expect(
      stripeConfirmation({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    ).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(stripeConfirmation({ paymentIntent: { id: 'pi_3', status: 'processing' } })).toEqual({
      status: 'failed',
      message: 'The card payment did not go through. Please try again.',
    });
  });
});

describe('the package in the navigation state', () => {
  it('is taken only when it is one of the packages', () => {
    expect(coinPackageFromState({ coins: 150, price: 10 })).toEqual({ coins: 150, price: 10 });
    expect(coinPackageFromState({ coins: 9999, price: 10 })).toBeUndefined();
    expect(coinPackageFromState({ coins: '150', price: 10 })).toBeUndefined();
    expect(coinPackageFromState(null)).toBeUndefined();
    expect(coinPackageFromState(undefined)).toBeUndefined();
  });
});
