/**
 * The header's account corner for a signed-in person: the coin badge and the avatar menu.
 * Loaded on demand, so the landing page's first bundle carries none of it.
 */
import Box from '@mui/material/Box';

import { useSession } from '../useSession';
import { AccountMenu } from './AccountMenu';
import { CoinBalanceBadge } from './CoinBalance';
import { acceptedImageUrl } from '@contract/imageUrls';

export function SignedInAccount() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  const { identity, record } = session;
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
