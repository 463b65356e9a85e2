import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { type MouseEvent, useId, useState } from 'react';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import type { User } from '@contract/schemas/users';
import { lazyPopup } from '@app/components/lazyPopup';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { useGetAdminSummaryQuery } from '../api/usersApi';

const BalancePopover = lazyPopup(() =>
  import(/* webpackChunkName: "balance-popover" */ './BalancePopover').then(
    (module) => module.BalancePopover,
  ),
);

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

/**
 * The coin badge of the header and the coin pill of the dashboard's top bar. A worker's or a
 * buyer's opens where their coins are (docs/money.md#where-coins-can-be).
 */
export function CoinBalanceBadge({ user }: { user: User }) {
  const { coins, label } = useCoinBalance(user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  if (coins === undefined) return null;
  const opensBreakdown = user.role !== 'admin';
  const open = anchor !== null;
  return (
    <>
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
        {...(opensBreakdown && {
          // A button of its own (Enter and Space open it too), which a page rendered on the server
          // holds disabled until React runs it (components/HydrationGate.tsx).
          component: 'button' as const,
          onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
          'aria-haspopup': 'dialog' as const,
          'aria-expanded': open,
          'aria-controls': open ? popoverId : undefined,
        })}
      />
      {opensBreakdown && (
        <BalancePopover
          open={open}
          popoverId={popoverId}
          headingId={headingId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          email={user.email}
        />
      )}
    </>
  );
}
