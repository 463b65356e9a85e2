import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

import { HEADER_COPY } from '@contract/copy/site';
import { LinkButton } from '@app/components/LeanButton';
import { SIGNED_IN_HINT_ATTRIBUTE, useCurrentUser } from '@app/session/currentUser';

const SignedInAccount = lazy(() =>
  import(/* webpackChunkName: "signed-in-account" */ './SignedInAccount').then((module) => ({
    default: module.SignedInAccount,
  })),
);

const AREA_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: { xs: 0.5, sm: 1 },
  // The coin badge and the avatar: the corner keeps its place while the session resolves.
  minWidth: { xs: 48, sm: 140 },
  minHeight: 48,
} as const;

/** On a phone the header's five controls share 375 px: narrower padding. */
const PHONE_LINK_SX = { px: { xs: 1, sm: 1.5 } } as const;

/**
 * The header's account corner: sign-in links for visitors; the coin badge and the avatar
 * menu for a signed-in person; nothing while it is not yet known which of the two applies.
 */
export function AccountArea() {
  const { status } = useCurrentUser();
  if (status === 'loading') return <Box sx={AREA_SX} />;
  if (status === 'signedIn') {
    return (
      <Box sx={AREA_SX}>
        <Suspense fallback={null}>
          <SignedInAccount />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        ...AREA_SX,
        minWidth: 0,
        // Before hydration the pre-rendered links show to everyone; not to a returning person.
        [`html[${SIGNED_IN_HINT_ATTRIBUTE}] &`]: { visibility: 'hidden' },
      }}
    >
      <LinkButton to="/login" size="small" sx={PHONE_LINK_SX}>
        {HEADER_COPY.login}
      </LinkButton>
      <LinkButton to="/register" variant="contained" size="small" sx={PHONE_LINK_SX}>
        {HEADER_COPY.register}
      </LinkButton>
    </Box>
  );
}
