import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { BRAND } from '../../../../contract/constants';

/** Placeholder until the registration form lands. */
export function RegisterPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Register - ${BRAND}`}</title>
      <Typography variant="h1">Register</Typography>
    </Container>
  );
}
