import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { WHY_CHOOSE_US_COPY } from '@contract/copy/landing';
import { WHY_CHOOSE_US_ART_SIZE_PX } from '@app/theme/landingDimensions';
import { LandingSection } from './LandingSection';

export function WhyChooseUs() {
  return (
    <LandingSection
      id="why-choose-us"
      heading={WHY_CHOOSE_US_COPY.heading}
      subheading={WHY_CHOOSE_US_COPY.subheading}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box
          component="img"
          src={WHY_CHOOSE_US_COPY.image}
          alt={WHY_CHOOSE_US_COPY.imageAlt}
          width={WHY_CHOOSE_US_ART_SIZE_PX.width}
          height={WHY_CHOOSE_US_ART_SIZE_PX.height}
          loading="lazy"
          sx={{
            width: '100%',
            maxWidth: WHY_CHOOSE_US_ART_SIZE_PX.width,
            height: 'auto',
            justifySelf: 'center',
          }}
        />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
          {WHY_CHOOSE_US_COPY.bullets.map((bullet) => (
            <Box component="li" key={bullet.title} sx={{ display: 'flex', gap: 2 }}>
              <CheckCircleIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
              <Typography sx={{ fontSize: '1.125rem' }}>
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  {bullet.title}:
                </Box>{' '}
                {bullet.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </LandingSection>
  );
}
