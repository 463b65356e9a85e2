/**
 * The texts of the sign-in and registration pages and of the signed-in account corner
 * (docs/product.md#login-page). Validation and alert texts are in messages.ts.
 */
export const LOGIN_COPY = {
  heading: 'Login',
  intro: 'Welcome back. Sign in to continue.',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  google: 'Sign in with Google',
  divider: 'or',
  noAccount: 'New here?',
  registerLink: 'Create an account',
} as const;

export const REGISTER_COPY = {
  heading: 'Register',
  intro: 'Join as a Worker or a Buyer.',
  fullName: 'Full Name',
  email: 'Email',
  role: 'Role',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  photo: 'Photo',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Choose another photo',
  photoPreview: 'Preview of your photo',
  uploadingPhoto: 'Uploading your photo',
  submit: 'Register',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
} as const;

/** The coin badge and the avatar menu (header and dashboard top bar). */
export const ACCOUNT_COPY = {
  openMenu: 'Open the account menu',
  profile: 'Profile',
  dashboard: 'Dashboard',
  logout: 'Logout',
  /** Named on the coin badge for screen readers and on hover. */
  availableCoins: 'Available coins',
  /** An admin's badge sums every user's coins (docs/product.md#roles-and-permissions). */
  totalCoins: 'Coins of all users',
} as const;

/**
 * The local stand-in for Google's account chooser, used only with the Auth Emulator (the
 * real provider's popup cannot load on a machine without a way out).
 */
export const EMULATOR_GOOGLE_COPY = {
  heading: 'Google sign-in (local test accounts)',
  intro: 'A test account of the local Auth Emulator: no real Google account is used.',
  email: 'Email',
  displayName: 'Display name',
  displayNameRequired: 'Display name is required',
  submit: LOGIN_COPY.google,
} as const;
