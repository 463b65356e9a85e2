/**
 * A dashboard page the server sent already drawn (@contract/pageSession): who it was drawn for, in
 * which layout and time zone. React's first draw in the browser must be that same page, so the
 * parts that would otherwise read the browser (the remembered session, the window's width, the
 * time zone) read this instead while it is there (docs/performance.md#dashboards).
 */
import { createContext, useContext } from 'react';

import { DRAWN_PAGE_ELEMENT_ID, type DrawnPage } from '@contract/pageSession';
import { jsonInPage } from '@app/pageJson';

export type DrawnPageView = Omit<DrawnPage, 'apiState' | 'parts' | 'hydrationData'>;

export const DrawnPageContext = createContext<DrawnPageView | undefined>(undefined);

/** The drawn page this app starts on; none when the server sent an empty root. */
export function useDrawnPage(): DrawnPageView | undefined {
  return useContext(DrawnPageContext);
}

/** The time zone moments are shown in: the drawn page's, else the browser's own (undefined). */
export function useReaderTimeZone(): string | undefined {
  return useContext(DrawnPageContext)?.timeZone;
}

/**
 * What the server put in the page it drew, if it drew one, taken out of the page: the person's data
 * then lives only in the API cache, which is emptied when they sign out or someone else signs in
 * (@app/features/auth/AuthProvider), never in the document until the tab is reloaded.
 */
export function takeDrawnPage(): DrawnPage | undefined {
  const drawn = jsonInPage<DrawnPage>(DRAWN_PAGE_ELEMENT_ID);
  document.getElementById(DRAWN_PAGE_ELEMENT_ID)?.remove();
  return drawn;
}
