/**
 * /dashboard/profile (docs/product.md#profile): a welcome with the name, the photo, the account's
 * facts, Logout.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { BRAND } from '@contract/constants';
import { ROLE_LABELS } from '@contract/copy/common';
import { PROFILE_COPY, SCREEN_HEADINGS } from '@contract/copy/dashboard';
import { DASHBOARD_MAX_WIDTH_PX, PROFILE_PHOTO_PX } from '@app/theme/dashboardDimensions';
import { DetailsList } from '@app/components/DetailsList';
import { useAuthSend } from '@app/features/auth/hooks/useAuth';
import { useCurrentUser } from '@app/session/currentUser';

export function ProfileRoute() {
  const { user } = useCurrentUser('loaded');
  const send = useAuthSend();
  const navigate = useNavigate();
  const facts = [
    { term: PROFILE_COPY.email, detail: user.email },
    { term: PROFILE_COPY.role, detail: ROLE_LABELS[user.role] },
    { term: PROFILE_COPY.userId, detail: user._id },
    { term: PROFILE_COPY.availableCoins, detail: user.availableCoin.toLocaleString('en-US') },
  ];

  const logOut = () => {
    send({ type: 'LOGOUT' });
    void navigate('/');
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        maxWidth: DASHBOARD_MAX_WIDTH_PX.profile,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        borderRadius: 1.5,
      }}
    >
      <title>{`${SCREEN_HEADINGS.profile} - ${BRAND}`}</title>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={user.photo || undefined}
          alt={PROFILE_COPY.photo(user.name)}
          sx={{ width: PROFILE_PHOTO_PX, height: PROFILE_PHOTO_PX, fontSize: '2.5rem' }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography
          variant="h1"
          sx={{ textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          {PROFILE_COPY.welcome(user.name)}
        </Typography>
      </Box>
      <DetailsList details={facts} rowGap={1.5} sx={{ my: 4 }} />
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" color="secondary" startIcon={<LogoutIcon />} onClick={logOut}>
          {PROFILE_COPY.logout}
        </Button>
      </Box>
    </Paper>
  );
}
