import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { BRAND } from '../../../contract/constants';

/** Everything under /dashboard; placeholder until the dashboard layout and screens land. */
export function DashboardRoutes() {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 8 }}>
      <title>{`Dashboard - ${BRAND}`}</title>
      <Typography variant="h1">Dashboard</Typography>
    </Container>
  );
}
