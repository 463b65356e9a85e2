import 'slick-carousel/slick/slick.css';

import Box from '@mui/material/Box';
import { useState } from 'react';
import Slider from 'react-slick';

import { HERO_SLIDES, heroSlideDotLabel } from '../../../../contract/landingCopy';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { HeroSlide } from './HeroSlide';

const AUTOPLAY_MS = 6000;

/** The three hero slides, cross-fading; loaded after the page (see HeroBanner). */
export function HeroSlider({ targets }: { targets: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Box
      sx={{
        '& .slick-dots': {
          position: 'absolute',
          bottom: 12,
          width: '100%',
          display: 'flex !important',
          justifyContent: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        },
        '& .slick-dots button': {
          width: 24,
          height: 24,
          p: 0,
          border: 0,
          background: 'transparent',
          cursor: 'pointer',
          display: 'grid',
          placeItems: 'center',
          '&::before': {
            content: '""',
            width: 10,
            height: 10,
            borderRadius: '50%',
            border: '2px solid #ffffff',
          },
        },
        '& .slick-dots .slick-active button::before': { bgcolor: '#ffffff' },
      }}
    >
      <Slider
        fade
        dots
        arrows={false}
        autoplay={!reducedMotion}
        autoplaySpeed={AUTOPLAY_MS}
        pauseOnHover
        pauseOnFocus
        speed={reducedMotion ? 0 : 600}
        beforeChange={(_from, to) => setCurrent(to)}
        customPaging={(index) => <button type="button" aria-label={heroSlideDotLabel(index + 1)} />}
      >
        {HERO_SLIDES.map((slide, index) => (
          <HeroSlide
            key={slide.heading}
            slide={slide}
            to={targets[index] ?? '/'}
            first={index === 0}
            hidden={index !== current}
          />
        ))}
      </Slider>
    </Box>
  );
}
