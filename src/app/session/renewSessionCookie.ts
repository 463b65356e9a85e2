/**
 * The page the server sends someone signed in here whose session cookie it lacks: none came (the
 * browser dropped it), it ended (a visit more than SERVER_SESSION_DAYS after the last) or it names
 * someone else (@contract/sessionCookie APP_SCRIPTS_ELEMENT_ID, docs/security.md#the-session-cookie).
 * Rather than the app, which would render the screen in the browser after 170–230 KiB of script,
 * the page makes a new session (with the remembered ID token, or the identity provider's) and
 * opens the address again, which the server then sends rendered (docs/performance.md#dashboards).
 * When that cannot be done (nobody signed in after all, the session refused, a browser whose new
 * session did not stick), it loads the app, which renders the page itself as before.
 */
import { APP_SCRIPTS_ELEMENT_ID } from '@contract/sessionCookie';
import { jsonInPage } from '@app/pageJson';
import { readRememberedSession, usableRememberedSession } from './rememberedSession';
import { keepServerSession, pageNotServerRendered } from './serverSession';
import { readStoredJson, writeStoredJson } from './storedJson';

/** When this tab last opened its address again with a new session (sessionStorage). */
export const REOPENED_AT_KEY = 'coinwork.pageSessionReopenedAt';
/** When this browser was last found not to keep the sessions it makes (localStorage). */
export const NOT_KEPT_AT_KEY = 'coinwork.pageSessionNotKeptAt';
/** The same tab back for a session this soon after opening its address again: it was not kept. */
const NOT_KEPT_WITHIN_MS = 60_000;
/** How long a browser that does not keep its sessions (cookies refused) renders pages itself. */
const NOT_KEPT_FOR_MS = 24 * 60 * 60 * 1000;

const since = (at: unknown) => Date.now() - (typeof at === 'number' ? at : 0);

/**
 * Whether to try now. This tab back here within the minute of opening its address again means
 * the new session never reached the server (cookies refused, say): this browser then renders its
 * pages itself for a day. Without session storage it never tries (it could not tell: no loop).
 */
function mayTry(): boolean {
  if (since(readStoredJson(NOT_KEPT_AT_KEY)) < NOT_KEPT_FOR_MS) return false;
  try {
    if (since(Number(window.sessionStorage.getItem(REOPENED_AT_KEY))) >= NOT_KEPT_WITHIN_MS) {
      return true;
    }
  } catch {
    return false;
  }
  writeStoredJson(NOT_KEPT_AT_KEY, Date.now());
  return false;
}

/** Notes that this tab opens its address again; false when it cannot (then it does not). */
function noteReopening(): boolean {
  try {
    window.sessionStorage.setItem(REOPENED_AT_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** True once this browser holds a new session for the person signed in. */
async function newSession(): Promise<boolean> {
  if (!readRememberedSession() || !mayTry()) return false;
  // Whatever this browser recorded, the server did not get a session it could use.
  pageNotServerRendered();
  const remembered = usableRememberedSession();
  if (remembered) return keepServerSession(remembered.identity.uid, remembered.idToken);
  const { keepSessionOfSignedInPerson } = await import(
    /* webpackChunkName: "session-renewal-provider" */ '@app/firebase/firebaseApp'
  );
  return keepSessionOfSignedInPerson();
}

/** Loads the app the server left out of the page, in order. */
function startApp(): void {
  for (const src of jsonInPage<string[]>(APP_SCRIPTS_ELEMENT_ID) ?? []) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.append(script);
  }
}

const openAgain = () => window.location.replace(window.location.href);

/** `reopen` opens the address anew once a session is made (a test watches it instead). */
export async function renewSessionCookie(reopen: () => void = openAgain): Promise<void> {
  const made = await newSession().catch(() => false);
  if (!made) {
    startApp();
    return;
  }
  if (noteReopening()) reopen();
  else startApp();
}
