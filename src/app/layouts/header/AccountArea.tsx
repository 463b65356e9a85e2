import Box from '@mui/material/Box';

import { HEADER_COPY } from '../../../contract/siteCopy';
import { LinkButton } from '../../components/LeanButton';

/** The header's account corner: sign-in links for visitors. */
export function AccountArea() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <LinkButton to="/login" size="small">
        {HEADER_COPY.login}
      </LinkButton>
      <LinkButton to="/register" variant="contained" size="small">
        {HEADER_COPY.register}
      </LinkButton>
    </Box>
  );
}
