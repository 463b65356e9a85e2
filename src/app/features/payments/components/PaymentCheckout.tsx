/**
 * The payment screen (docs/product.md#payment, #states-and-transitions): the package from the
 * navigation state (a visit without one goes back to Purchase Coin), its summary, and the card form
 * of the gateway the server uses. Stripe's code is fetched only when Stripe is that gateway.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';

import type { CoinPackage } from '@contract/constants';
import { COMMON_COPY } from '@contract/copy/common';
import { PAYMENT_COPY, PURCHASE_COPY } from '@contract/copy/payments';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { DASHBOARD_MAX_WIDTH_PX } from '@app/theme/dashboardDimensions';
import type { User } from '@contract/schemas/users';
import { coinsPerDollar } from '@contract/money';
import { LoadFailed } from '@app/components/status/LoadFailed';
import { LoadingSkeleton } from '@app/components/status/LoadingSkeleton';
import { useGetPaymentSettingsQuery } from '../api/paymentSettingsApi';
import { SandboxCheckout } from '../gateways/sandbox/SandboxCheckout';
import { coinPackageFromState } from '../purchaseState';

const StripeCheckout = lazy(() =>
  import(/* webpackChunkName: "stripe-checkout" */ '../gateways/stripe/StripeCheckout').then(
    (module) => ({ default: module.StripeCheckout }),
  ),
);

function PackageSummary({ coinPackage }: { coinPackage: CoinPackage }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <MonetizationOnIcon color="secondary" sx={{ fontSize: 48 }} />
      <Box>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {PAYMENT_COPY.buying(coinPackage.coins, coinPackage.price)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PURCHASE_COPY.perDollar(coinsPerDollar(coinPackage))}
        </Typography>
      </Box>
    </Box>
  );
}

function GatewayCheckout({ coinPackage, buyer }: { coinPackage: CoinPackage; buyer: User }) {
  const { data: settings, isLoading, refetch } = useGetPaymentSettingsQuery(undefined);
  if (isLoading) return <LoadingSkeleton label={PAYMENT_COPY.preparing} rows={3} />;
  if (!settings) {
    return (
      <LoadFailed
        message={PAYMENT_COPY.settingsFailed}
        retryLabel={COMMON_COPY.tryAgain}
        onRetry={() => void refetch()}
      />
    );
  }
  if (settings.provider === 'sandbox') {
    return <SandboxCheckout coinPackage={coinPackage} buyer={buyer} />;
  }
  if (!settings.stripePublishableKey) {
    return <Alert severity="warning">{PAYMENT_COPY.stripeNotConfigured}</Alert>;
  }
  return (
    <Suspense fallback={<LoadingSkeleton label={PAYMENT_COPY.preparing} rows={2} />}>
      <StripeCheckout
        publishableKey={settings.stripePublishableKey}
        coinPackage={coinPackage}
        buyer={buyer}
      />
    </Suspense>
  );
}

export function PaymentCheckout({ buyer }: { buyer: User }) {
  const { state } = useLocation();
  const coinPackage = coinPackageFromState(state);
  if (!coinPackage) return <Navigate to={DASHBOARD_PATHS.purchase} replace />;
  return (
    <Box sx={{ maxWidth: DASHBOARD_MAX_WIDTH_PX.narrow }}>
      <Button
        component={RouterLink}
        to={DASHBOARD_PATHS.purchase}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {PAYMENT_COPY.changePackage}
      </Button>
      <Card sx={{ p: { xs: 2, sm: 4 } }}>
        <PackageSummary coinPackage={coinPackage} />
        <Box sx={{ mt: 3 }}>
          <GatewayCheckout coinPackage={coinPackage} buyer={buyer} />
        </Box>
      </Card>
    </Box>
  );
}
