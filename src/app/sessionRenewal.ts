/**
 * The one script of a dashboard page sent to someone signed in whose session cookie the server
 * lacks (src/server/web/clientPages.ts): it makes the session again and opens the address anew,
 * rendered by the server, or else loads the app (./session/renewSessionCookie.ts).
 */
import { renewSessionCookie } from './session/renewSessionCookie';

void renewSessionCookie();
