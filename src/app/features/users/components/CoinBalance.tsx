import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import type { User } from '@contract/schemas/users';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { useGetAdminSummaryQuery } from '../api/usersApi';

interface CoinBalance {
  coins: number | undefined;
  label: string;
}

/**
 * docs/product.md#roles-and-permissions: an admin sees the sum of every user's coins, everyone else
 * their own.
 */
export function useCoinBalance(user: User): CoinBalance {
  const isAdmin = user.role === 'admin';
  const { data: summary } = useGetAdminSummaryQuery(undefined, { skip: !isAdmin });
  if (isAdmin) return { coins: summary?.totalCoins, label: ACCOUNT_COPY.totalCoins };
  return { coins: user.availableCoin, label: ACCOUNT_COPY.availableCoins };
}

/** The coin badge of the header and the coin pill of the dashboard's top bar. */
export function CoinBalanceBadge({ user }: { user: User }) {
  const { coins, label } = useCoinBalance(user);
  if (coins === undefined) return null;
  return (
    <Chip
      icon={<MonetizationOnIcon />}
      title={label}
      data-testid="coin-balance"
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {`${label}: `}
          </Box>
          {coins.toLocaleString('en-US')}
        </>
      }
      color="secondary"
      variant="outlined"
      sx={{ fontWeight: 700, '& .MuiChip-icon': { color: 'secondary.main' } }}
    />
  );
}
