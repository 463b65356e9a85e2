import ScienceIcon from '@mui/icons-material/Science';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '@contract/constants';
import { LAB_COPY } from '@contract/copy/lab';
import { LAB_PATH } from '@app/labPath';
import { ColorSchemeToggle } from '../header/ColorSchemeToggle';

/** The page's heading stands above the sections' (h2, `h5`), which the theme's `h4` does not. */
const PAGE_HEADING = { fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700 } as const;

interface LabLayoutProps {
  /** The machine shown, named in the heading and the title. */
  machine?: string;
  children: ReactNode;
}

/** The Machine Lab's frame: its own bar (the lab needs no account), then the page. */
export function LabLayout({ machine, children }: LabLayoutProps) {
  return (
    <>
      <title>{LAB_COPY.pageTitle(machine)}</title>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ScienceIcon color="primary" aria-hidden />
          <Link
            component={RouterLink}
            to={LAB_PATH}
            underline="hover"
            color="inherit"
            sx={{ typography: 'h6', fontWeight: 700 }}
          >
            {`${BRAND} ${LAB_COPY.title}`}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Link href="/" underline="hover">
            {LAB_COPY.backToProduct}
          </Link>
          <ColorSchemeToggle />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ px: { xs: 1.5, sm: 3 }, py: 3, maxWidth: 1800, mx: 'auto' }}>
        <Stack spacing={2}>
          {machine ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography
                component="h1"
                variant="h4"
                sx={{ ...PAGE_HEADING, wordBreak: 'break-word' }}
              >
                {machine}
              </Typography>
              <Link component={RouterLink} to={LAB_PATH}>
                {LAB_COPY.allMachines}
              </Link>
            </Stack>
          ) : (
            <Typography component="h1" variant="h4" sx={PAGE_HEADING}>
              {LAB_COPY.title}
            </Typography>
          )}
          {children}
        </Stack>
      </Box>
    </>
  );
}
