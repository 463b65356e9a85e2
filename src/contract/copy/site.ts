/**
 * The texts of the public layout (docs/product.md#routes): header, footer, and the short pages that
 * share it (Unauthorized, not found).
 */
import { BRAND } from '../constants';

export const HEADER_COPY = {
  developerLink: 'Join as a Developer',
  /** What a phone shows of it (the full text stays its accessible name and tooltip). */
  developerLinkShort: 'Dev',
  login: 'Login',
  register: 'Register',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  opensInNewTab: '(opens in a new tab)',
  skipToContent: 'Skip to main content',
} as const;

export const LOADING_TEXT = 'Loading…';

export const FOOTER_COPY = {
  columns: [
    { heading: 'Services', items: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
    { heading: 'Company', items: ['About us', 'Contact', 'Jobs', 'Press kit'] },
    { heading: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
  ],
  copyright: `© 2025 ${BRAND}. All rights reserved.`,
  socialHeading: 'Follow us',
  social: [
    { label: 'GitHub', href: 'https://github.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'X', href: 'https://x.com/' },
  ],
} as const;

export const UNAUTHORIZED_COPY = {
  heading: 'Unauthorized',
  text: 'You do not have permission to view this page.',
  home: 'Go to Home',
} as const;

export const NOT_FOUND_COPY = {
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go to Home',
} as const;
