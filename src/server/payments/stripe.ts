/**
 * Stripe as the payment gateway: the server creates PaymentIntents with its secret key, the
 * client confirms them with Stripe Elements, and the server reads them back before crediting.
 */
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';

import { PAYMENT_CURRENCY } from '@contract/constants';
import type { ServerConfig } from '../config';
import { HttpError } from '../errors';
import type { PaymentProvider } from './provider';

function unreachable(error: unknown, log: FastifyBaseLogger | undefined): HttpError {
  log?.error({ err: error }, 'Stripe request failed');
  return new HttpError(502, 'The payment provider is not answering. Please try again in a minute.');
}

function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export function createStripeGateway(
  settings: ServerConfig['payments'],
  log: FastifyBaseLogger | undefined,
): PaymentProvider & { name: 'stripe' } {
  if (!settings.stripeSecretKey) throw new Error('The Stripe gateway needs STRIPE_SECRET_KEY.');
  const stripe = new Stripe(settings.stripeSecretKey, {
    host: settings.stripeApiHost,
    port: settings.stripeApiPort,
    protocol: settings.stripeApiProtocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Coinwork' },
  });

  return {
    name: 'stripe',

    async createIntent({ amountCents, userId, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: PAYMENT_CURRENCY,
          // The card form confirms in place, so nothing that needs a redirect.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          // The owner is read back from here when the payment is recorded.
          metadata: { ...metadata, userId },
        });
        if (!intent.client_secret) throw new Error('Stripe sent no client secret.');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw unreachable(error, log);
      }
    },

    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          userId: intent.metadata.userId,
        };
      } catch (error) {
        if (isMissingResource(error)) return undefined;
        throw unreachable(error, log);
      }
    },
  };
}
