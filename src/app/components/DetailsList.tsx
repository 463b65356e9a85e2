/**
 * Facts as a description list: each name beside its value on wide screens, above it on narrow
 * ones.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface Detail {
  term: string;
  detail: ReactNode;
}

interface DetailsListProps {
  details: readonly Detail[];
  /** The space between two facts side by side, in theme spacing. */
  rowGap: number;
  /** Keep the line breaks a person typed into a detail. */
  keepLineBreaks?: boolean;
  /** The list's margins; it has none by default. */
  sx?: SxProps<Theme>;
}

export function DetailsList({ details, rowGap, keepLineBreaks = false, sx }: DetailsListProps) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: rowGap },
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 500 },
          '& dd': {
            m: 0,
            mb: { xs: 1.5, sm: 0 },
            overflowWrap: 'anywhere',
            ...(keepLineBreaks && { whiteSpace: 'pre-line' }),
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {details.map(({ term, detail }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Box>
      ))}
    </Box>
  );
}
