/**
 * A dashboard route's `loader` (src/app/router.tsx): it starts the RTK Query reads the screen's
 * components make, with the same arguments, so they find them answered or under way when they
 * render (docs/architecture.md#how-a-page-starts). In the browser it runs beside the route's lazy
 * code; on the server, React Router's static handler runs it before the page is rendered
 * (@app/prerender/renderDashboard). The reads go out unsubscribed: the component that renders them
 * subscribes, and an answer nobody renders is dropped as RTK Query drops any unused one.
 *
 * The loader needs the store and the signed-in person: both come in the router's context
 * (`routerContextFor`). Without a person known yet (a first visit, before the identity provider
 * has answered) it starts nothing, and the components ask as they render.
 */
import {
  createContext,
  type LoaderFunction,
  type Params,
  RouterContextProvider,
} from 'react-router';

import type { Role } from '@contract/entities';
import type { AppDispatch } from '@app/store/store';

export interface LoaderPerson {
  email: string;
  /** As far as known: remembered from the last visit, or the user record's. */
  role: Role | undefined;
}

export interface LoaderEnvironment {
  dispatch: AppDispatch;
  /** Who is signed in, when known. */
  person: () => LoaderPerson | undefined;
}

const loaderEnvironment = createContext<LoaderEnvironment | undefined>(undefined);

/** The context a router of this app gives its loaders. */
export function routerContextFor(environment: LoaderEnvironment): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(loaderEnvironment, environment);
  return context;
}

export interface ScreenDataArgs {
  dispatch: AppDispatch;
  person: LoaderPerson;
  params: Params;
  /** The address's query (`?page=2`). */
  search: URLSearchParams;
}

/** A route file's data (`<route>.data.ts`): starts the screen's reads. */
export type ScreenData = (args: ScreenDataArgs) => void;

/** Unsubscribed: the screen's components hold the subscriptions. */
export const UNSUBSCRIBED = { subscribe: false } as const;

/**
 * The loader of a route for `role` (none: any signed-in person) whose reads are in the module
 * `load` imports; another role's screen starts nothing (its guard renders nothing).
 */
export function screenLoader(
  role: Role | undefined,
  load: () => Promise<{ screenData: ScreenData }>,
): LoaderFunction {
  let loaded: ScreenData | undefined;
  return ({ request, params, context }) => {
    const environment =
      context instanceof RouterContextProvider ? context.get(loaderEnvironment) : undefined;
    const person = environment?.person();
    if (!environment || !person || (role && person.role !== role)) return null;
    const start = (screenData: ScreenData) => {
      loaded = screenData;
      screenData({
        dispatch: environment.dispatch,
        person,
        params,
        search: new URL(request.url).searchParams,
      });
      return null;
    };
    // Once its code is here, at once: a move within the screen (a sort, a search being typed)
    // is not held up by a round of promises.
    return loaded ? start(loaded) : load().then(({ screenData }) => start(screenData));
  };
}
