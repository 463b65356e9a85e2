import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { BRAND } from '@contract/constants';

/**
 * Every field of the login and registration forms is required, so their labels carry no
 * asterisk (the inputs still say so to assistive technology).
 */
export const UNMARKED_LABEL = { inputLabel: { required: false } } as const;

interface AuthPageLayoutProps {
  heading: string;
  intro: string;
  children: ReactNode;
}

/** The frame of the login and registration pages. */
export function AuthPageLayout({ heading, intro, children }: AuthPageLayoutProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{`${heading} - ${BRAND}`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 1.5 }}>
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, textAlign: 'center', color: 'text.secondary' }}>
          {intro}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
