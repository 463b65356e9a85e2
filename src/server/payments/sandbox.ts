/**
 * The built-in sandbox gateway: Stripe's two steps without Stripe. The server creates an
 * intent, the client confirms it with a card; only the test card that succeeds on Stripe
 * succeeds here. No money moves anywhere.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { SandboxConfirmResult } from '@contract/schemas/payments';
import { PAYMENT_CURRENCY, SANDBOX_TEST_CARDS } from '@contract/constants';
import { CARD_ERRORS } from '@contract/messages';
import { type CardDetails, cardNumberDigits, checkCardDetails } from '@contract/validation';
import type { Database } from '../db/client';
import { sandboxPaymentIntents } from '../db/schema';
import { forbidden, HttpError } from '../errors';
import type { PaymentProvider } from './provider';

export interface SandboxConfirmInput extends CardDetails {
  clientSecret: string;
  /** The signed-in user confirming; must be the one the intent was created for. */
  userId: string;
}

export interface SandboxGateway extends PaymentProvider {
  name: 'sandbox';
  confirm(input: SandboxConfirmInput): Promise<SandboxConfirmResult>;
}

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type ConfirmError = NonNullable<SandboxConfirmResult['error']>;

const SECRET_MARK = '_secret_';

function randomToken(): string {
  return randomBytes(12).toString('hex');
}

/** A client secret is `<intent id>_secret_<random>`, as Stripe's are. */
function intentIdOf(clientSecret: string): string | undefined {
  const at = clientSecret.lastIndexOf(SECRET_MARK);
  return at > 0 ? clientSecret.slice(0, at) : undefined;
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function answer(intent: IntentRow, error?: ConfirmError): SandboxConfirmResult {
  return {
    paymentIntent: { id: intent.id, status: intent.status, amount: intent.amountCents },
    ...(error ? { error } : {}),
  };
}

function declineFor(cardNumber: string): ConfirmError | undefined {
  const digits = cardNumberDigits(cardNumber);
  if (digits === cardNumberDigits(SANDBOX_TEST_CARDS.succeeds)) return undefined;
  const isTestDecline = digits === cardNumberDigits(SANDBOX_TEST_CARDS.declined);
  return {
    type: 'card_error',
    code: 'card_declined',
    message: isTestDecline ? CARD_ERRORS.card_declined : CARD_ERRORS.test_mode_live_card,
  };
}

export function createSandboxGateway(db: Database): SandboxGateway {
  async function findById(id: string): Promise<IntentRow | undefined> {
    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .limit(1);
    return intent;
  }

  async function findBySecret(clientSecret: string): Promise<IntentRow | undefined> {
    const id = intentIdOf(clientSecret);
    const intent = id ? await findById(id) : undefined;
    return intent && sameSecret(intent.clientSecret, clientSecret) ? intent : undefined;
  }

  return {
    name: 'sandbox',

    async createIntent({ amountCents, userId }) {
      const id = `pi_sandbox_${randomToken()}`;
      const clientSecret = `${id}${SECRET_MARK}${randomToken()}`;
      await db.insert(sandboxPaymentIntents).values({ id, clientSecret, userId, amountCents });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const intent = await findById(id);
      if (!intent) return undefined;
      return {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amountCents,
        currency: PAYMENT_CURRENCY,
        userId: intent.userId,
      };
    },

    async confirm({ clientSecret, userId, ...card }) {
      const intent = await findBySecret(clientSecret);
      if (!intent)
        throw new HttpError(404, 'This payment was not found. Start the purchase again.');
      if (intent.userId !== userId) throw forbidden('This payment belongs to another account.');
      if (intent.status === 'succeeded') {
        return answer(intent, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: CARD_ERRORS.payment_intent_unexpected_state,
        });
      }
      const problem = checkCardDetails(card);
      if (problem) {
        return answer(intent, {
          type: 'validation_error',
          code: problem.code,
          field: problem.field,
          message: CARD_ERRORS[problem.code],
        });
      }
      const decline = declineFor(card.cardNumber);
      if (decline) return answer(intent, decline);
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(sandboxPaymentIntents.id, intent.id));
      return answer({ ...intent, status: 'succeeded' });
    },
  };
}
