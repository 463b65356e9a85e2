import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { BRAND } from '@contract/constants';
import { ACCOUNT_COPY } from '@contract/copy/auth';
import { COMMON_COPY } from '@contract/copy/common';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { useAuthSend } from '@app/features/auth/hooks/useAuth';

interface AccountLoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** The user record did not load: say so, and offer another try or a way out. */
export function AccountLoadError({ message, onRetry }: AccountLoadErrorProps) {
  const send = useAuthSend();
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <title>{`${DASHBOARD_COPY.title} - ${BRAND}`}</title>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {DASHBOARD_COPY.loadFailed}
      </Typography>
      {message !== DASHBOARD_COPY.loadFailed && (
        <Typography role="alert" sx={{ mt: 2, color: 'text.secondary' }}>
          {message}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="contained" onClick={onRetry}>
          {COMMON_COPY.tryAgain}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            send({ type: 'LOGOUT' });
            void navigate('/');
          }}
        >
          {ACCOUNT_COPY.logout}
        </Button>
      </Stack>
    </Container>
  );
}
