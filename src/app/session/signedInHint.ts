/**
 * The hint a visit leaves for the next one: whether someone was signed in. The public pages
 * read it from their first paint, before the identity provider has loaded (see currentUser.ts).
 */
const HINT_KEY = 'coinwork.signedIn';
/** Mirrors the hint on <html>, where the pre-rendered header's styles can see it. */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

/** Storage can be unavailable (private modes, blocked cookies): then there is no hint. */
export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_HINT_ATTRIBUTE, signedIn);
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the next visit simply waits for the provider.
  }
}

/**
 * The inline script of the pre-rendered page: it marks <html> before the first paint, so a
 * returning person never sees the visitor's links that the build drew.
 */
export const SIGNED_IN_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(HINT_KEY)})==='1')document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')}catch(e){}`;
