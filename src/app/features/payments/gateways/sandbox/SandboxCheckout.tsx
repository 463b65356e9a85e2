/**
 * Paying through the built-in sandbox gateway: its own card form (number, expiry, CVC),
 * plainly in test mode, with the test cards to use. What was typed is checked here first
 * (the card provider's own rules and words); the gateway's answer about a field shows
 * under that field.
 */
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Form } from 'react-final-form';

import { PAYMENT_COPY } from '@contract/copy/payments';
import { type CoinPackage, SANDBOX_TEST_CARDS } from '@contract/constants';
import type { User } from '@contract/schemas/users';
import { CARD_ERRORS } from '@contract/messages';
import { type CardDetails, type CardField, checkCardDetails } from '@contract/validation';
import { useAppDispatch } from '@app/store/hooks';
import {
  PaymentFailure,
  PaymentSucceeded,
  PayButton,
} from '@app/features/payments/components/PaymentStatus';
import { usePayment } from '@app/features/payments/hooks/usePayment';
import { sandboxConfirmCard } from '@app/features/payments/machines/paymentActors';
import { CardTextField } from './CardTextField';

type CardErrors = Partial<Record<CardField, string>>;

function validateCard(card: Partial<CardDetails>): CardErrors {
  const problem = checkCardDetails({
    cardNumber: card.cardNumber ?? '',
    expiry: card.expiry ?? '',
    cvc: card.cvc ?? '',
  });
  return problem ? { [problem.field]: CARD_ERRORS[problem.code] } : {};
}

/** Groups of four digits, as printed on the card. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY`, the slash added once the month is typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

function TestModeNotice() {
  return (
    <Alert severity="info" icon={<ScienceOutlinedIcon />} variant="outlined">
      <AlertTitle sx={{ fontWeight: 700 }}>{PAYMENT_COPY.testMode}</AlertTitle>
      {PAYMENT_COPY.testCardsIntro}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        <li>
          <Box component="code" sx={{ fontWeight: 600 }}>
            {SANDBOX_TEST_CARDS.succeeds}
          </Box>{' '}
          {PAYMENT_COPY.testCardSucceeds}
        </li>
        <li>
          <Box component="code" sx={{ fontWeight: 600 }}>
            {SANDBOX_TEST_CARDS.declined}
          </Box>{' '}
          {PAYMENT_COPY.testCardDeclined}
        </li>
      </Box>
    </Alert>
  );
}

interface SandboxCheckoutProps {
  coinPackage: CoinPackage;
  buyer: User;
}

export function SandboxCheckout({ coinPackage, buyer }: SandboxCheckoutProps) {
  const dispatch = useAppDispatch();
  const confirmCard = useMemo(() => sandboxConfirmCard(dispatch), [dispatch]);
  const flow = usePayment(coinPackage, buyer, confirmCard);
  const { snapshot } = flow;
  const { cardProblem } = snapshot.context;

  if (snapshot.matches('succeeded')) return <PaymentSucceeded coins={coinPackage.coins} />;

  const gatewayError = (field: CardField) =>
    cardProblem?.field === field ? cardProblem.message : undefined;

  return (
    <Stack spacing={2.5}>
      <TestModeNotice />
      <Form<CardDetails>
        onSubmit={(card) => flow.pay(card)}
        validate={validateCard}
        render={({ handleSubmit }) => (
          <Stack
            component="form"
            noValidate
            onSubmit={handleSubmit}
            spacing={2}
            aria-label={PAYMENT_COPY.cardDetails}
          >
            <CardTextField
              name="cardNumber"
              label={PAYMENT_COPY.cardNumber}
              required
              fullWidth
              autoComplete="cc-number"
              placeholder={SANDBOX_TEST_CARDS.succeeds}
              format={formatCardNumber}
              gatewayError={gatewayError('cardNumber')}
              onEdit={flow.cardChanged}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              <CardTextField
                name="expiry"
                label={PAYMENT_COPY.expiry}
                required
                fullWidth
                autoComplete="cc-exp"
                placeholder="MM/YY"
                format={formatExpiry}
                gatewayError={gatewayError('expiry')}
                onEdit={flow.cardChanged}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <CardTextField
                name="cvc"
                label={PAYMENT_COPY.cvc}
                required
                fullWidth
                autoComplete="cc-csc"
                placeholder="123"
                format={formatCvc}
                gatewayError={gatewayError('cvc')}
                onEdit={flow.cardChanged}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Box>
            <PaymentFailure flow={flow} />
            <PayButton flow={flow} />
          </Stack>
        )}
      />
    </Stack>
  );
}
