/**
 * The coin pill's breakdown (docs/money.md#where-coins-can-be): where the person's coins are,
 * asked for when it is first opened and kept current by the coin moves' 'Balance' tag.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { COMMON_COPY } from '@contract/copy/common';
import { BALANCE_COPY } from '@contract/copy/insights';
import { DetailsList } from '@app/components/DetailsList';
import { coinsText } from '@contract/copy/lists';
import { useGetBalanceQuery } from '../api/balanceApi';
import { breakdownFigures } from './balanceBreakdown';

export interface BalancePopoverProps {
  open: boolean;
  popoverId: string;
  headingId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  email: string;
}

function Breakdown({ email }: { email: string }) {
  const { data, isLoading, isError, refetch } = useGetBalanceQuery(email);
  if (isLoading) {
    return (
      <Box role="progressbar" aria-label={BALANCE_COPY.loading}>
        <Skeleton width="100%" />
        <Skeleton width="80%" />
        <Skeleton width="90%" />
      </Box>
    );
  }
  if (isError || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {COMMON_COPY.tryAgain}
          </Button>
        }
      >
        {BALANCE_COPY.failed}
      </Alert>
    );
  }
  return (
    <DetailsList
      rowGap={1}
      details={breakdownFigures(data).map((figure) => ({
        term: figure.label,
        detail: coinsText(figure.coins),
      }))}
      sx={{
        gridTemplateColumns: '1fr max-content',
        '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
      }}
    />
  );
}

export function BalancePopover({
  open,
  popoverId,
  headingId,
  anchor,
  onClose,
  email,
}: BalancePopoverProps) {
  return (
    <Popover
      id={popoverId}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {BALANCE_COPY.breakdown}
      </Typography>
      <Breakdown email={email} />
    </Popover>
  );
}
