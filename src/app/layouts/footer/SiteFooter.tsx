import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FOOTER_COPY } from '@contract/copy/site';

const SOCIAL_ICONS = { GitHub: GitHubIcon, LinkedIn: LinkedInIcon, X: XIcon } as const;

/** The footer of the public pages (docs/product.md#footer). */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 8 }}
    >
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {FOOTER_COPY.columns.map((column) => (
            <Box key={column.heading}>
              <Typography
                id={columnHeadingId(column.heading)}
                component="h2"
                variant="subtitle2"
                sx={{ fontWeight: 700, mb: 1 }}
              >
                {column.heading}
              </Typography>
              <Box
                component="ul"
                aria-labelledby={columnHeadingId(column.heading)}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {column.items.map((item) => (
                  <Typography
                    key={item}
                    component="li"
                    variant="body2"
                    sx={{ color: 'text.secondary', py: 0.5 }}
                  >
                    {item}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
          <Box>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {FOOTER_COPY.socialHeading}
            </Typography>
            <Stack direction="row" spacing={1}>
              {FOOTER_COPY.social.map(({ label, href }) => {
                const Icon = SOCIAL_ICONS[label];
                return (
                  <IconButton
                    key={label}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    color="inherit"
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Stack>
          </Box>
        </Box>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {FOOTER_COPY.copyright}
        </Typography>
      </Container>
    </Box>
  );
}

function columnHeadingId(heading: string): string {
  return `footer-${heading.toLowerCase()}`;
}
