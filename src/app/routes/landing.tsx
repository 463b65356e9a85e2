/**
 * / (docs/product.md#landing-page): the landing feature's page as it is. It ships in the first
 * bundle, rendered at build time; a wrapper component here would only add to that bundle.
 */
export { LandingPage as LandingRoute } from '@app/features/landing/LandingPage';
