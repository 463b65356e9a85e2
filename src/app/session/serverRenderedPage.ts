/**
 * A dashboard page the server sent already rendered (@contract/sessionCookie): who it was rendered for, in
 * which layout and time zone. React's first render in the browser must be that same page, so the
 * parts that would otherwise read the browser (the remembered session, the window's width, the
 * time zone) read this instead while it is there (docs/performance.md#dashboards).
 */
import { createContext, useContext } from 'react';

import { SERVER_RENDERED_PAGE_ELEMENT_ID, type ServerRenderedPage } from '@contract/sessionCookie';
import { jsonInPage } from '@app/pageJson';

export type ServerRenderedPageView = Omit<
  ServerRenderedPage,
  'apiState' | 'parts' | 'hydrationData'
>;

export const ServerRenderedPageContext = createContext<ServerRenderedPageView | undefined>(
  undefined,
);

/** The rendered page this app starts on; none when the server sent an empty root. */
export function useServerRenderedPage(): ServerRenderedPageView | undefined {
  return useContext(ServerRenderedPageContext);
}

/** The time zone moments are shown in: the rendered page's, else the browser's own (undefined). */
export function useReaderTimeZone(): string | undefined {
  return useContext(ServerRenderedPageContext)?.timeZone;
}

/**
 * What the server put in the page it rendered, if it rendered one, taken out of the page: the person's data
 * then lives only in the API cache, which is emptied when they sign out or someone else signs in
 * (@app/features/auth/AuthProvider), never in the document until the tab is reloaded.
 */
export function takeServerRenderedPage(): ServerRenderedPage | undefined {
  const rendered = jsonInPage<ServerRenderedPage>(SERVER_RENDERED_PAGE_ELEMENT_ID);
  document.getElementById(SERVER_RENDERED_PAGE_ELEMENT_ID)?.remove();
  return rendered;
}
