/** The line under an auth form that leads to the other one ("No account? Register", and back). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface AuthPageSwitchProps {
  prompt: string;
  to: '/login' | '/register';
  link: string;
}

export function AuthPageSwitch({ prompt, to, link }: AuthPageSwitchProps) {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        {`${prompt} `}
      </Typography>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 500 }}>
        {link}
      </Link>
    </Box>
  );
}
