import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { BRAND } from '../../../../contract/constants';

/** Placeholder until the sign-in form lands. */
export function LoginPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Login - ${BRAND}`}</title>
      <Typography variant="h1">Login</Typography>
    </Container>
  );
}
