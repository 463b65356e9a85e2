import 'slick-carousel/slick/slick.css';

import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Slider from 'react-slick';

import { TESTIMONIALS_VISIBLE } from '@contract/constants';
import { TESTIMONIALS_COPY } from '@contract/copy/landing';
import type { Testimonial } from '@contract/entities';
import { usePrefersReducedMotion } from '@app/hooks/usePrefersReducedMotion';
import {
  TESTIMONIAL_AVATAR_PX,
  TESTIMONIAL_CARD_MIN_HEIGHT_PX,
} from '@app/theme/landingDimensions';
import { LandingSection } from './LandingSection';

/** Side slides turn away from the centre one, like a cover flow. */
const coverflowSx = {
  '& .slick-list': { py: 3 },
  '& .slick-slide': {
    px: 1.5,
    transition: 'transform 400ms ease',
    transform: 'perspective(900px) rotateY(18deg) scale(0.86)',
  },
  '& .slick-center ~ .slick-slide': {
    transform: 'perspective(900px) rotateY(-18deg) scale(0.86)',
  },
  '& .slick-slide.slick-center': { transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { '& .slick-slide': { transition: 'none' } },
} as const;

export function Testimonials() {
  const reducedMotion = usePrefersReducedMotion();
  // react-slick's own `responsive` only reacts to later resizes, not to the width at load.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <LandingSection
      id="testimonials"
      heading={TESTIMONIALS_COPY.heading}
      subheading={TESTIMONIALS_COPY.subheading}
    >
      <Box sx={coverflowSx}>
        <Slider
          centerMode
          centerPadding="0px"
          slidesToShow={narrow ? 1 : TESTIMONIALS_VISIBLE}
          infinite
          arrows={false}
          autoplay={!reducedMotion}
          autoplaySpeed={4500}
          pauseOnHover
          speed={reducedMotion ? 0 : 500}
        >
          {TESTIMONIALS_COPY.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </Slider>
      </Box>
    </LandingSection>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" aria-label={testimonial.name} sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ textAlign: 'center', py: 4, minHeight: TESTIMONIAL_CARD_MIN_HEIGHT_PX }}>
        <Avatar
          src={testimonial.photo}
          alt=""
          sx={{ width: TESTIMONIAL_AVATAR_PX, height: TESTIMONIAL_AVATAR_PX, mx: 'auto' }}
          slotProps={{
            img: { width: TESTIMONIAL_AVATAR_PX, height: TESTIMONIAL_AVATAR_PX, loading: 'lazy' },
          }}
        />
        <FormatQuoteIcon color="secondary" sx={{ mt: 2 }} aria-hidden />
        <Typography component="blockquote" sx={{ m: 0, mt: 1, fontStyle: 'italic' }}>
          {testimonial.quote}
        </Typography>
        <Typography component="figcaption" variant="h3" sx={{ mt: 2 }}>
          {testimonial.name}
        </Typography>
        <Rating
          value={testimonial.rating}
          readOnly
          aria-label={TESTIMONIALS_COPY.ratingLabel(testimonial.rating)}
          sx={{ mt: 1 }}
        />
      </CardContent>
    </Card>
  );
}
