import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { FAQ_COPY } from '@contract/copy/landing';
import { FAQ_MAX_WIDTH_PX } from '@app/theme/landingDimensions';
import { LandingSection } from './LandingSection';

export function Faq() {
  // MUI gives the answer's region the id the question controls; the details need none.
  const idPrefix = useId();
  return (
    <LandingSection id="faq" heading={FAQ_COPY.heading} subheading={FAQ_COPY.subheading} tinted>
      <Box sx={{ maxWidth: FAQ_MAX_WIDTH_PX, mx: 'auto' }}>
        {FAQ_COPY.entries.map((entry, index) => (
          <Accordion key={entry.question} slotProps={{ heading: { component: 'h3' } }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`${idPrefix}-answer-${index}`}
              id={`${idPrefix}-question-${index}`}
            >
              <Typography sx={{ fontWeight: 500 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
