import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

import { BRAND } from '../../../../contract/constants';
import { HERO_LABEL, HERO_SLIDES } from '../../../../contract/landingCopy';
import { usePageLoaded } from '../../../hooks/usePageLoaded';
import { useSessionSummary } from '../../../layouts/header/useSessionSummary';
import { visuallyHidden } from '../../../theme/visuallyHidden';
import { heroTargets } from '../heroTargets';
import { HeroSlide } from './HeroSlide';

const HeroSlider = lazy(() =>
  import(/* webpackChunkName: "landing-hero-slider" */ './HeroSlider').then((module) => ({
    default: module.HeroSlider,
  })),
);

/**
 * The banner at the top of the landing page. The first slide is plain markup, drawn at
 * once; the slider takes over with all three slides once the page has loaded.
 */
export function HeroBanner() {
  const targets = heroTargets(useSessionSummary());
  const pageLoaded = usePageLoaded();
  const first = <HeroSlide slide={HERO_SLIDES[0]} to={targets[0]} first />;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={HERO_LABEL}
      sx={{
        position: 'relative',
        backgroundImage: (theme) =>
          `linear-gradient(120deg, ${theme.vars.palette.hero.from}, ${theme.vars.palette.hero.to})`,
      }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {BRAND}
      </Box>
      {pageLoaded ? (
        <Suspense fallback={first}>
          <HeroSlider targets={targets} />
        </Suspense>
      ) : (
        first
      )}
    </Box>
  );
}
