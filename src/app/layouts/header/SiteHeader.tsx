import CodeIcon from '@mui/icons-material/Code';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { BRAND } from '@contract/constants';
import { HEADER_COPY } from '@contract/copy/site';
import { HEADER_HEIGHT_PX } from '@app/theme/dimensions';
import { AnchorButton, LinkButton } from '@app/components/LeanButton';
import { visuallyHidden } from '@app/theme/visuallyHidden';
import { AccountArea } from './AccountArea';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { useDeveloperPageUrl } from './useDeveloperPageUrl';

/**
 * The fixed header of the public pages. Below the md width the developer link shows its
 * icon and a short word.
 */
export function SiteHeader() {
  const developerPageUrl = useDeveloperPageUrl();
  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        zIndex: 'appBar',
        height: HEADER_HEIGHT_PX,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 1, sm: 3 },
        }}
      >
        <LinkButton
          to="/"
          sx={{
            mr: 'auto',
            px: 1,
            gap: { xs: 0.5, sm: 0.75 },
            fontSize: { xs: '1.125rem', sm: '1.5rem' },
            fontWeight: 700,
          }}
        >
          <MonetizationOnIcon color="secondary" sx={{ fontSize: { xs: 28, sm: 35 } }} />
          {BRAND}
        </LinkButton>
        <AnchorButton
          href={developerPageUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          title={`${HEADER_COPY.developerLink} ${HEADER_COPY.opensInNewTab}`}
          sx={(theme) => ({ [theme.breakpoints.down('md')]: { px: 0.75, gap: 0.25 } })}
        >
          <CodeIcon fontSize="small" />
          <Box
            component="span"
            sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}
          >
            {HEADER_COPY.developerLink}
          </Box>
          {/* Below md the short word shows; the full text above stays the link's name. */}
          <Box
            component="span"
            aria-hidden="true"
            sx={(theme) => ({ [theme.breakpoints.up('md')]: { display: 'none' } })}
          >
            {HEADER_COPY.developerLinkShort}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {` ${HEADER_COPY.opensInNewTab}`}
          </Box>
        </AnchorButton>
        <ColorSchemeToggle />
        <AccountArea />
      </Container>
    </Box>
  );
}
