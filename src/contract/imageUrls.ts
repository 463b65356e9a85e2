/**
 * Which image addresses the product stores and shows (docs/security.md): our own images,
 * relative to the site (shipped `/images/…`, uploaded `/api/uploads/…`), or absolute `https`
 * addresses on a configured image host. Nothing else: not another host, not another scheme,
 * not a path a browser reads as another host (`//evil`, `/\evil`). Server and client use
 * this one function; the page's Content-Security-Policy allows exactly the same.
 */
import { API_BASE_PATH } from './api';

/** Where our own images live on the site. */
export const OWN_IMAGE_PATH_PREFIXES = ['/images/', `${API_BASE_PATH}/uploads/`] as const;

/** A stand-in origin to resolve site-relative paths against; never shown or fetched. */
const SITE = 'https://site.invalid';

export const IMAGE_URL_MESSAGES = {
  notAccepted: (field: string) =>
    `${field} must be an image uploaded to Coinwork (or one of its own images), or an https address on the configured image host.`,
} as const;

/** `https://host[:port]` with nothing after it, lower-cased as `new URL` does; else null. */
export function httpsOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function hasHidingCharacters(value: string): boolean {
  if (/[\s\\]/.test(value)) return true;
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * The normalised form to store, or null when the address is not one we accept:
 * a site-relative path under our image folders, or an https URL on one of `imageHostOrigins`.
 */
export function acceptedImageUrl(
  value: string,
  imageHostOrigins: readonly string[],
): string | null {
  // Characters a URL parser drops or folds (spaces, tabs, backslashes, controls) could hide
  // another host: refuse them outright rather than guess what a browser makes of them.
  if (value === '' || hasHidingCharacters(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (value.startsWith('/')) {
    if (url.origin !== SITE) return null;
    const path = `${url.pathname}${url.search}`;
    return OWN_IMAGE_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ? path : null;
  }
  if (url.protocol !== 'https:' || !imageHostOrigins.includes(url.origin)) return null;
  return url.href;
}

/** For forms and the server: the message naming `field`, or undefined when accepted. */
export function validateImageUrl(
  value: string,
  field: string,
  imageHostOrigins: readonly string[],
): string | undefined {
  return acceptedImageUrl(value, imageHostOrigins) === null
    ? IMAGE_URL_MESSAGES.notAccepted(field)
    : undefined;
}
