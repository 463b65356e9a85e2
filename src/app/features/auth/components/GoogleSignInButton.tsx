/**
 * The outlined button with Google's mark that starts a Google sign-in (and, in the local stand-in
 * for Google's account chooser, ends it).
 */
import Button, { type ButtonProps } from '@mui/material/Button';

import { GoogleIcon } from './GoogleIcon';

type GoogleSignInButtonProps = Required<Pick<ButtonProps, 'type' | 'children'>> &
  Pick<ButtonProps, 'onClick' | 'disabled' | 'loading'>;

export function GoogleSignInButton(props: GoogleSignInButtonProps) {
  return <Button variant="outlined" size="large" fullWidth startIcon={<GoogleIcon />} {...props} />;
}
