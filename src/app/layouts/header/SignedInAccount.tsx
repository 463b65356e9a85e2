/**
 * The header's account corner for a signed-in person: the coin badge and the avatar menu.
 * Loaded on demand, so the landing page's first bundle carries none of it.
 */
import Box from '@mui/material/Box';

import { acceptedImageUrl } from '@contract/imageUrls';
import { CoinBalanceBadge } from '@app/features/users/components/CoinBalance';
import { LiveCurrentUser } from '@app/providers/liveCurrentUser';
import { useCurrentUser } from '@app/session/currentUser';
import { AccountMenu } from './AccountMenu';

function AccountCorner() {
  const current = useCurrentUser();
  if (current.status !== 'signedIn') return null;
  const { identity, record } = current;
  const user = record.status === 'loaded' ? record.user : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      {user && <CoinBalanceBadge user={user} />}
      <AccountMenu
        name={user?.name ?? identity.displayName ?? identity.email ?? ''}
        photo={user?.photo || acceptedImageUrl(identity.photoURL ?? '', [])}
        role={user?.role}
      />
    </Box>
  );
}

export function SignedInAccount() {
  return (
    <LiveCurrentUser>
      <AccountCorner />
    </LiveCurrentUser>
  );
}
