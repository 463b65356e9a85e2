/**
 * Shown above the Withdraw Funds form while the account's e-mail address is not verified:
 * the server refuses a withdrawal until it is (docs/money.md). The person asks for the link,
 * opens it, and comes back to say so; the account is then reloaded with a fresh token.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { EMAIL_VERIFICATION_COPY as COPY } from '@contract/copy/withdrawals';
import { emailVerification } from '../emailVerification';

type Step = 'idle' | 'sending' | 'sent' | 'checking' | 'stillUnverified' | 'failed';

export function EmailVerificationNotice({
  email,
  onVerified,
}: {
  email: string;
  onVerified: () => void;
}) {
  const [step, setStep] = useState<Step>('idle');
  const busy = step === 'sending' || step === 'checking';

  const send = () => {
    setStep('sending');
    emailVerification()
      .sendVerificationEmail()
      .then(
        () => setStep('sent'),
        () => setStep('failed'),
      );
  };
  const refresh = () => {
    setStep('checking');
    emailVerification()
      .refreshVerification()
      .then(
        (verified) => (verified ? onVerified() : setStep('stillUnverified')),
        () => setStep('failed'),
      );
  };

  const status = {
    idle: undefined,
    sending: undefined,
    checking: undefined,
    sent: COPY.sent(email),
    stillUnverified: COPY.stillUnverified,
    failed: COPY.failed,
  }[step];

  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{COPY.title}</AlertTitle>
      <Typography variant="body2">{COPY.text}</Typography>
      <Typography variant="body2" role="status" sx={{ mt: status ? 1 : 0, fontWeight: 600 }}>
        {status}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" color="warning" onClick={send} disabled={busy}>
          {step === 'sending' ? COPY.sending : COPY.send}
        </Button>
        <Button variant="outlined" color="inherit" onClick={refresh} disabled={busy}>
          {step === 'checking' ? COPY.checking : COPY.refresh}
        </Button>
      </Stack>
    </Alert>
  );
}
