/**
 * Links that move inside the app without a full page load, whichever way the page came alive: the
 * data router's own `navigate` (./dataRouter.tsx provides it), or, on the landing page, which
 * hydrates without React Router (docs/architecture.md#how-a-page-starts), a move that loads the
 * router first. Parts rendered with neither (the landing page at build time) get plain links.
 * Anything the landing page renders links with this, never with React Router's `Link`.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type Ref,
  useContext,
} from 'react';

/** Moves to an address inside the app, as a click on a link would. */
export type Navigate = (to: string) => void;

export const NavigateContext = createContext<Navigate | undefined>(undefined);

/** The app's `navigate`; without one in context, a move is a page load. */
export function useAppNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  return navigate ?? ((to) => window.location.assign(to));
}

/** A click the browser handles itself: another button, a new tab or window, a download. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the app. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An address inside the app, as a real link (new tab, copy address) that moves in place. */
export function AppLink({ to, onClick, children, ...anchor }: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
