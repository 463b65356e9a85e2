import Box from '@mui/material/Box';

import { BRAND } from '@contract/constants';
import { HERO_LABEL } from '@contract/copy/landing';
import { useCurrentUser } from '@app/session/currentUser';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { heroTargets } from '../heroTargets';
import { HeroSlider } from './HeroSlider';

/** The banner at the top of the landing page: the brand's heading and the hero slider. */
export function HeroBanner() {
  const targets = heroTargets(useCurrentUser());
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
      <HeroSlider targets={targets} />
    </Box>
  );
}
