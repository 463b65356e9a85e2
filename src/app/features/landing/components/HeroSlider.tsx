import Box from '@mui/material/Box';
import { type FocusEvent, useEffect, useState } from 'react';

import { HERO_SLIDES, heroSlideDotLabel } from '@contract/copy/landing';
import { usePrefersReducedMotion } from '@app/hooks/usePrefersReducedMotion';
import { HeroSlide } from './HeroSlide';

const AUTOPLAY_MS = 6000;
const FADE_MS = 600;

/**
 * The three hero slides, stacked in one grid cell and cross-fading (the hidden ones inert),
 * with a dot per slide.
 * Autoplay pauses while the pointer or the focus is on the banner, and stays off for those
 * who ask for reduced motion. Plain markup, so the build pre-renders it whole.
 */
export function HeroSlider({ targets }: { targets: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (hovered || focused || reducedMotion) return undefined;
    const timer = setTimeout(
      () => setCurrent((shown) => (shown + 1) % HERO_SLIDES.length),
      AUTOPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [current, hovered, focused, reducedMotion]);

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      sx={{ display: 'grid' }}
    >
      {HERO_SLIDES.map((slide, index) => (
        <Box
          key={slide.heading}
          // The hidden slides lie over the shown one in the same cell: they must neither take
          // the pointer (a click or tap on the shown slide's button) nor the focus.
          inert={index !== current}
          sx={{
            gridArea: '1 / 1',
            pointerEvents: index === current ? 'auto' : 'none',
            opacity: index === current ? 1 : 0,
            transition: `opacity ${FADE_MS}ms ease`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <HeroSlide slide={slide} to={targets[index] ?? '/'} first={index === 0} />
        </Box>
      ))}
      <Box
        component="ul"
        sx={{
          position: 'absolute',
          bottom: 12,
          width: '100%',
          display: 'flex',
          justifyContent: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {HERO_SLIDES.map((slide, index) => (
          <li key={slide.heading}>
            <Box
              component="button"
              type="button"
              aria-label={heroSlideDotLabel(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
              sx={{
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
                  bgcolor: index === current ? '#ffffff' : 'transparent',
                },
                '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 1 },
              }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
