/**
 * The page the server sends someone signed in here whose page session it lacks: none came (the
 * browser dropped it), it ended (a visit more than SERVER_SESSION_DAYS after the last) or it names
 * someone else (@contract/pageSession APP_SCRIPTS_ELEMENT_ID, docs/security.md#the-page-session).
 * Rather than the app, which would draw the screen in the browser after 170–230 KiB of script,
 * the page makes a new session (with the remembered ID token, or the identity provider's) and
 * opens the address again, which the server then sends drawn (docs/performance.md#dashboards).
 * When that cannot be done (nobody signed in after all, the session refused, a browser whose new
 * session did not stick), it loads the app, which draws the page itself as before.
 */
import { APP_SCRIPTS_ELEMENT_ID } from '@contract/pageSession';
import { jsonInPage } from '@app/pageJson';
import { readRememberedSession, usableRememberedSession } from './rememberedSession';
import { keepServerSession, pageNotDrawn } from './serverSession';
import { readStoredJson } from './storedJson';

/** This browser's last resumption (localStorage): when, and whether its session stuck. */
export const RESUMED_KEY = 'coinwork.pageSessionResumed';
/** A page that comes back for a session this soon after the last try: that session did not stick. */
const STUCK_WITHIN_MS = 60_000;
/** How long a browser whose sessions do not stick (cookies refused) draws pages itself. */
const STUCK_FOR_MS = 24 * 60 * 60 * 1000;

interface Resumption {
  /** Epoch milliseconds. */
  at: number;
  /** The session made then did not reach the server. */
  notKept?: boolean;
}

/** Writes the record; false when storage is refused (then nothing may be tried: no loop). */
function record(resumption: Resumption): boolean {
  try {
    window.localStorage.setItem(RESUMED_KEY, JSON.stringify(resumption));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether to try now. A page back here within the minute of a try means the new session never
 * reached the server (cookies refused, say): this browser then draws its pages itself for a day.
 */
function mayTry(): boolean {
  const last = readStoredJson(RESUMED_KEY) as Partial<Resumption> | null;
  const since = Date.now() - (typeof last?.at === 'number' ? last.at : 0);
  if (last?.notKept === true && since < STUCK_FOR_MS) return false;
  if (since < STUCK_WITHIN_MS) {
    record({ at: Date.now(), notKept: true });
    return false;
  }
  return true;
}

/** True once this browser holds a new session for the person signed in. */
async function newSession(): Promise<boolean> {
  if (!readRememberedSession() || !mayTry()) return false;
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
  if (record({ at: Date.now() })) reopen();
  else startApp();
}
