/** /login (docs/product.md#login-page). */
import { LoginPage } from '@app/features/auth/pages/LoginPage';

export function LoginRoute() {
  return <LoginPage />;
}
