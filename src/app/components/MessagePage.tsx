import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '@contract/constants';

interface MessagePageProps {
  heading: string;
  text: string;
  homeLabel: string;
  icon: ReactNode;
}

/** A short page with a heading, one sentence and the way back home. */
export function MessagePage({ heading, text, homeLabel, icon }: MessagePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{`${heading} - ${BRAND}`}</title>
      {icon}
      <Typography variant="h1" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary' }}>{text}</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {homeLabel}
      </Button>
    </Container>
  );
}
