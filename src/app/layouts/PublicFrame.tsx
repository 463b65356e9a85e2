import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';

import { HEADER_COPY } from '@contract/copy/site';
import { FOOTER_HEIGHT_PX, HEADER_HEIGHT_PX } from '@app/theme/dimensions';
import { LazySection } from '../components/LazySection';
import { RouteFallback } from '../components/RouteFallback';
import { visuallyHidden } from '../theme/visuallyHidden';
import { SiteHeader } from './header/SiteHeader';

const SiteFooter = lazy(() =>
  import(/* webpackChunkName: "site-footer" */ './footer/SiteFooter').then((module) => ({
    default: module.SiteFooter,
  })),
);

const MAIN_ID = 'main-content';

/**
 * Header, main area and footer of every page outside the dashboard. It imports nothing of React
 * Router: the landing page renders it without the router (../LandingApp.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            p: 1.5,
            zIndex: 'tooltip',
            top: 8,
            left: 8,
            bgcolor: 'background.paper',
            color: 'primary.main',
          },
        }}
      >
        {HEADER_COPY.skipToContent}
      </Box>
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ mt: `${HEADER_HEIGHT_PX}px`, minHeight: '100vh', outline: 'none' }}
      >
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </Box>
      <LazySection component={SiteFooter} placeholderHeight={FOOTER_HEIGHT_PX} />
    </>
  );
}
