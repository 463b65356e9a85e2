/** / (docs/product.md#landing-page): ships in the first bundle, drawn at build time. */
import { LandingPage } from '@app/features/landing/LandingPage';

export function LandingRoute() {
  return <LandingPage />;
}
