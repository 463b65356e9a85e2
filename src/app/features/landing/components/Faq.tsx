import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { FAQ_COPY } from '../../../../contract/landingCopy';
import { LandingSection } from './LandingSection';

export function Faq() {
  return (
    <LandingSection id="faq" heading={FAQ_COPY.heading} subheading={FAQ_COPY.subheading} tinted>
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        {FAQ_COPY.entries.map((entry, index) => (
          <Accordion key={entry.question} slotProps={{ heading: { component: 'h3' } }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`faq-answer-${index}`}
              id={`faq-question-${index}`}
            >
              <Typography sx={{ fontWeight: 500 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-answer-${index}`}>
              <Typography sx={{ color: 'text.secondary' }}>{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
