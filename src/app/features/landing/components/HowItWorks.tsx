import HowToRegIcon from '@mui/icons-material/HowToReg';
import PaidIcon from '@mui/icons-material/Paid';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { HOW_IT_WORKS_COPY } from '@contract/copy/landing';
import { LandingSection } from './LandingSection';

const STEP_ICONS = [HowToRegIcon, TravelExploreIcon, TaskAltIcon, PaidIcon] as const;

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      heading={HOW_IT_WORKS_COPY.heading}
      subheading={HOW_IT_WORKS_COPY.subheading}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {HOW_IT_WORKS_COPY.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? TaskAltIcon;
          return (
            <Card component="li" key={step.title} sx={{ textAlign: 'center' }}>
              <CardContent sx={{ py: 4 }}>
                <Box
                  sx={{
                    width: 64,
                    height: 64,
                    mx: 'auto',
                    mb: 2,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <Icon fontSize="large" aria-hidden />
                </Box>
                <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                  {HOW_IT_WORKS_COPY.stepLabel(index + 1)}
                </Typography>
                <Typography variant="h3">{step.title}</Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{step.text}</Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </LandingSection>
  );
}
