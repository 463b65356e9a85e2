import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { type HeroSlideCopy, LANDING_TAGLINE } from '@contract/copy/landing';
import { LinkButton } from '@app/components/LeanButton';
import { brand } from '@app/theme/palette';
import {
  HERO_TAGLINE_MAX_WIDTH_PX,
  HERO_ART_SIZE_PX,
  HERO_MIN_HEIGHT_PX,
} from '@app/theme/dimensions';

interface HeroSlideProps {
  slide: HeroSlideCopy;
  to: string;
  /** The slide shown first: its art loads at once, the others' when the browser gets to it. */
  first: boolean;
}

export function HeroSlide({ slide, to, first }: HeroSlideProps) {
  return (
    <Box sx={{ color: 'hero.text' }}>
      <Container
        maxWidth="lg"
        sx={{
          minHeight: HERO_MIN_HEIGHT_PX,
          display: 'grid',
          alignItems: 'center',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          py: { xs: 5, md: 6 },
        }}
      >
        <Box>
          <Typography
            component="h2"
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 700, lineHeight: 1.15 }}
          >
            {slide.heading}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              mb: 4,
              fontSize: { xs: '1rem', md: '1.125rem' },
              maxWidth: HERO_TAGLINE_MAX_WIDTH_PX,
            }}
          >
            {LANDING_TAGLINE}
          </Typography>
          <LinkButton
            to={to}
            size="large"
            variant="contained"
            sx={{
              bgcolor: '#ffffff',
              color: brand.teal700,
              '&:hover': { bgcolor: brand.teal100 },
            }}
          >
            {slide.button}
          </LinkButton>
        </Box>
        {/* The art shows from the md width up. */}
        <Box sx={{ display: { xs: 'none', md: 'block' }, justifySelf: 'center' }}>
          <Box
            component="img"
            src={slide.image}
            alt=""
            width={HERO_ART_SIZE_PX.width}
            height={HERO_ART_SIZE_PX.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: HERO_ART_SIZE_PX.width,
              height: 'auto',
            }}
          />
        </Box>
      </Container>
    </Box>
  );
}
