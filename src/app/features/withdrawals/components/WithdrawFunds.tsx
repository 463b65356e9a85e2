/**
 * Withdrawals (docs/product.md#withdrawals): the worker's available coins and what they are worth,
 * and the 'Withdraw Funds' form run by the withdrawal machine. After a successful request the form
 * gives way to a summary until the worker asks for another.
 */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { WITHDRAWAL_COINS_PER_DOLLAR } from '@contract/constants';
import { coinsText, countText, dollarsText } from '@contract/copy/lists';
import { EMAIL_VERIFICATION_COPY, WITHDRAWALS_COPY as COPY } from '@contract/copy/withdrawals';
import { DASHBOARD_MAX_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { withdrawalAmountFor } from '@contract/money';
import { useCurrentUser } from '@app/session/currentUser';
import { useWithdrawal } from '../hooks/useWithdrawal';
import type { WithdrawalDraft } from '../machines/withdrawalMachine';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { WithdrawalForm } from './WithdrawalForm';

function Balance({ availableCoins }: { availableCoins: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        mb: 3,
        borderRadius: 3,
        bgcolor: 'action.hover',
      }}
    >
      <AccountBalanceWalletIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <div>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {COPY.availableCoins}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
            {countText(availableCoins)}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {COPY.worth}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
            {dollarsText(availableCoins / WITHDRAWAL_COINS_PER_DOLLAR)}
          </Typography>
        </div>
      </Box>
    </Box>
  );
}

function Requested({ sent, onAnother }: { sent: WithdrawalDraft; onAnother: () => void }) {
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" size="small" onClick={onAnother}>
          {COPY.another}
        </Button>
      }
      sx={{ flexWrap: 'wrap' }}
    >
      <AlertTitle>{SUCCESS_MESSAGES.withdrawalRequested}</AlertTitle>
      {COPY.requested(
        coinsText(sent.coins),
        dollarsText(withdrawalAmountFor(sent.coins)),
        sent.paymentSystem,
      )}
    </Alert>
  );
}

export function WithdrawFunds({ availableCoins }: { availableCoins: number }) {
  const withdrawal = useWithdrawal(availableCoins);
  const headingId = useId();
  const { identity, user } = useCurrentUser('loaded');
  const [verification, setVerification] = useState<'unverified' | 'verified' | 'justVerified'>(
    identity.emailVerified === false ? 'unverified' : 'verified',
  );
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: DASHBOARD_MAX_WIDTH_PX.withdrawal }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {COPY.formHeading}
      </Typography>
      <Balance availableCoins={availableCoins} />
      {verification === 'unverified' && (
        <EmailVerificationNotice
          email={user.email}
          onVerified={() => setVerification('justVerified')}
        />
      )}
      {verification === 'justVerified' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {EMAIL_VERIFICATION_COPY.verified}
        </Alert>
      )}
      {withdrawal.stage === 'succeeded' && withdrawal.sent ? (
        <Requested sent={withdrawal.sent} onAnother={withdrawal.edit} />
      ) : (
        <WithdrawalForm availableCoins={availableCoins} withdrawal={withdrawal} />
      )}
    </Card>
  );
}
