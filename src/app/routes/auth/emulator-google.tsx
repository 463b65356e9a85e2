/**
 * /auth/emulator-google: the local stand-in for Google's account chooser, opened as a popup by the
 * login page when the app runs against the Auth Emulator.
 */
import { EmulatorGooglePage } from '@app/features/auth/pages/EmulatorGooglePage';

export function EmulatorGoogleRoute() {
  return <EmulatorGooglePage />;
}
