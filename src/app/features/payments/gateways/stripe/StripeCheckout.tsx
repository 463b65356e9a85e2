/**
 * Paying through Stripe: Stripe.js is fetched only here, on the payment screen, and only
 * when the server has a publishable key; the card is typed into Stripe's own element and
 * confirmed with `confirmCardPayment`. This module is a chunk of its own.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useColorScheme } from '@mui/material/styles';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';

import { PAYMENT_COPY } from '@contract/copy/payments';
import type { CoinPackage } from '@contract/constants';
import type { User } from '@contract/schemas/users';
import { darkColors, lightColors } from '@app/theme/palette';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import {
  PaymentFailure,
  PaymentSucceeded,
  PayButton,
} from '@app/features/payments/components/PaymentStatus';
import { usePayment } from '@app/features/payments/hooks/usePayment';
import {
  type ConfirmCardLogic,
  stripeConfirmCard,
} from '@app/features/payments/machines/paymentActors';

type StripeInstance = NonNullable<Awaited<ReturnType<typeof loadStripe>>>;

/** One Stripe.js per key for the page's life; a failed load is tried again next time. */
const loading = new Map<string, Promise<StripeInstance | null>>();

function loadStripeOnce(publishableKey: string): Promise<StripeInstance | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      loading.delete(publishableKey);
      throw error;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}

type StripeLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stripe: StripeInstance };

function useStripeJs(publishableKey: string): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadStripeOnce(publishableKey).then(
      (stripe) => {
        if (active) setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' });
      },
      () => {
        if (active) setLoad({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [publishableKey]);
  return load;
}

interface CheckoutProps {
  coinPackage: CoinPackage;
  buyer: User;
}

/** Waits for the Stripe instance and its elements, which a ready instance gives at once. */
function StripeCardForm({ coinPackage, buyer }: CheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const confirmCard = useMemo(
    () =>
      stripe && elements
        ? stripeConfirmCard(stripe, () => elements.getElement(CardElement), buyer.email)
        : undefined,
    [stripe, elements, buyer.email],
  );
  if (!confirmCard) return <LoadingSkeleton label={PAYMENT_COPY.preparing} rows={2} />;
  return <StripeCardFlow coinPackage={coinPackage} buyer={buyer} confirmCard={confirmCard} />;
}

function StripeCardFlow({
  coinPackage,
  buyer,
  confirmCard,
}: CheckoutProps & { confirmCard: ConfirmCardLogic }) {
  const flow = usePayment(coinPackage, buyer, confirmCard);
  const { mode, systemMode } = useColorScheme();
  // Stripe's element lives in its own frame: it takes plain colours, not the theme's variables.
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const labelId = useId();
  const errorId = useId();
  const [typingError, setTypingError] = useState<string | undefined>();
  const { snapshot } = flow;
  if (snapshot.matches('succeeded')) return <PaymentSucceeded coins={coinPackage.coins} />;

  const error = typingError ?? snapshot.context.cardProblem?.message;
  const pay = (event: FormEvent) => {
    event.preventDefault();
    flow.pay(null);
  };
  return (
    <Stack component="form" noValidate onSubmit={pay} spacing={2} aria-labelledby={labelId}>
      <FormLabel id={labelId} required>
        {PAYMENT_COPY.cardDetails}
      </FormLabel>
      <Box
        aria-describedby={error ? errorId : undefined}
        sx={{
          p: 1.75,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <CardElement
          options={{
            hidePostalCode: true,
            style: {
              base: { fontSize: '16px', color: (dark ? darkColors : lightColors).text.primary },
            },
          }}
          onChange={(event) => {
            setTypingError(event.error?.message);
            flow.cardChanged();
          }}
        />
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      <PaymentFailure flow={flow} />
      <PayButton flow={flow} />
    </Stack>
  );
}

interface StripeCheckoutProps extends CheckoutProps {
  publishableKey: string;
}

export function StripeCheckout({ publishableKey, coinPackage, buyer }: StripeCheckoutProps) {
  const load = useStripeJs(publishableKey);
  if (load.status === 'loading') return <LoadingSkeleton label={PAYMENT_COPY.preparing} rows={2} />;
  if (load.status === 'failed')
    return <Alert severity="error">{PAYMENT_COPY.stripeLoadFailed}</Alert>;
  return (
    <Elements stripe={load.stripe}>
      <StripeCardForm coinPackage={coinPackage} buyer={buyer} />
    </Elements>
  );
}
