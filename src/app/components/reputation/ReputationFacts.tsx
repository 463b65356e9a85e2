/**
 * A person's figures as one short line that wraps on a phone: a labelled list whose items are
 * separated by a dot that assistive technology skips.
 */
import Box from '@mui/material/Box';

export interface ReputationFact {
  key: string;
  text: string;
  /** A longer explanation, shown on hover. */
  hint?: string;
}

interface ReputationFactsProps {
  label: string;
  facts: readonly ReputationFact[];
}

export function ReputationFacts({ label, facts }: ReputationFactsProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        typography: 'body2',
        color: 'text.secondary',
        '& > li:first-of-type': { fontWeight: 600, color: 'text.primary' },
      }}
    >
      {facts.map((fact, index) => (
        <li key={fact.key} title={fact.hint}>
          {index > 0 && (
            <Box component="span" aria-hidden="true" sx={{ px: 0.75, color: 'text.disabled' }}>
              ·
            </Box>
          )}
          {fact.text}
        </li>
      ))}
    </Box>
  );
}
