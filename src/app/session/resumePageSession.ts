/**
 * The page the server sends someone signed in here whose page session it lacks: none came (the
 * browser dropped it), it ended (a visit more than SERVER_SESSION_DAYS after the last) or it names
 * someone else (@contract/pageSession APP_SCRIPTS_ELEMENT_ID, docs/security.md#the-page-session).
 * Rather than the app, which would draw the screen in the browser after 170–230 KiB of script,
 * the page makes a new session (with the remembered ID token, or the identity provider's) and
 * opens the address again, which the server then sends drawn (docs/performance.md#dashboards).
 * When that cannot be done (nobody signed in after all, the session refused, a second try within
 * a minute), it loads the app, which draws the page itself as before.
 */
import { APP_SCRIPTS_ELEMENT_ID } from '@contract/pageSession';
import { jsonInPage } from '@app/pageJson';
import { readRememberedSession, usableRememberedSession } from './rememberedSession';
import { keepServerSession, pageNotDrawn } from './serverSession';

/** When this tab last opened an address again with a new session (sessionStorage). */
export const RESUMED_AT_KEY = 'coinwork.pageSessionResumedAt';
/** A page that comes back for a new session this soon after the last is drawn in the browser. */
const RETRY_AFTER_MS = 60_000;

/** True when this tab tried within the minute, or cannot tell (then it must not try: no loop). */
function triedJustNow(): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(RESUMED_AT_KEY) ?? 0);
    return Date.now() - at < RETRY_AFTER_MS;
  } catch {
    return true;
  }
}

function markTried(): void {
  window.sessionStorage.setItem(RESUMED_AT_KEY, String(Date.now()));
}

/** True once this browser holds a new session for the person signed in. */
async function newSession(): Promise<boolean> {
  if (triedJustNow() || !readRememberedSession()) return false;
  // Whatever this browser recorded, the server did not get a session it could use.
  pageNotDrawn();
  const remembered = usableRememberedSession();
  if (remembered) return keepServerSession(remembered.identity.uid, remembered.idToken);
  const { keepSessionOfSignedInPerson } = await import(
    /* webpackChunkName: "session-resume-provider" */ '@app/firebase/firebaseApp'
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
export async function resumePageSession(reopen: () => void = openAgain): Promise<void> {
  const made = await newSession().catch(() => false);
  if (!made) {
    startApp();
    return;
  }
  markTried();
  reopen();
}
