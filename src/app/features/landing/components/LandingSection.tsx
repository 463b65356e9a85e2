import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  heading: string;
  subheading: string;
  /** Sets the section apart from its neighbours with the paper colour. */
  tinted?: boolean;
  children: ReactNode;
}

/** A landing page section: centred heading and subheading above its content. */
export function LandingSection({ id, heading, subheading, tinted, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          <Typography id={headingId} variant="h2">
            {heading}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '1.125rem' }}>
            {subheading}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
