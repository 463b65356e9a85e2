/**
 * Purchase Coin (docs/product.md#purchase-coin, #constants-and-limits): the four packages, each
 * with its coins, price and coins per dollar; Purchase opens the payment screen with the package in
 * the navigation state.
 */
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { PURCHASE_COPY as COPY } from '@contract/copy/payments';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import { type CoinPackage, COIN_PACKAGES } from '@contract/constants';
import { coinsPerDollar } from '@contract/money';
import { purchaseState } from '../purchaseState';

function PackageCard({ coinPackage }: { coinPackage: CoinPackage }) {
  const navigate = useNavigate();
  const { coins, price } = coinPackage;
  return (
    <Card
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', textAlign: 'center', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, pt: 4 }}>
        <MonetizationOnIcon color="secondary" sx={{ fontSize: 48 }} />
        <Typography component="h2" variant="h3" sx={{ fontWeight: 700, mt: 1 }}>
          {COPY.coins(coins)}
        </Typography>
        <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, color: 'primary.main', my: 1 }}>
          {COPY.price(price)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {COPY.perDollar(coinsPerDollar(coinPackage))}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant="contained"
          fullWidth
          aria-label={COPY.purchaseLabel(coins, price)}
          onClick={() =>
            void navigate(DASHBOARD_PATHS.payment, { state: purchaseState(coinPackage) })
          }
        >
          {COPY.purchase}
        </Button>
      </CardActions>
    </Card>
  );
}

export function CoinPackages() {
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{COPY.intro}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {COIN_PACKAGES.map((coinPackage) => (
          <PackageCard key={coinPackage.price} coinPackage={coinPackage} />
        ))}
      </Box>
    </>
  );
}
