/** /register (docs/product.md#register-page). */
import { RegisterPage } from '@app/features/auth/pages/RegisterPage';

export function RegisterRoute() {
  return <RegisterPage />;
}
