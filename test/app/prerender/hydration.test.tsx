/**
 * The landing page as index.html carries it, rendered ahead of time and hydrated by the client:
 * whatever the browser knows that the build did not (a returning person, a dark screen),
 * React finds exactly the markup it would have rendered, and switches only afterwards.
 */
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createActor } from 'xstate';

import { AppProviders } from '@app/App';
import { createAppRouter } from '@app/dataRouter';
import { LandingApp } from '@app/LandingApp';
import { authMachine } from '@app/features/auth/machines/authMachine';
import type { AuthActorRef } from '@app/features/auth/machines/authSelectors';
import { renderLanding as prerenderLanding } from '@app/prerender/renderLanding';
import { makeStore } from '@app/store/store';
import { LOGIN_COPY } from '@contract/copy/auth';
import { HEADER_COPY } from '@contract/copy/site';
import { ControlledAuthEffects } from '../support/authEffects';
import { allowScrolling } from '../support/browser';
import {
  allowForLazySections,
  PRELOAD_TIMEOUT_MS,
  preloadLandingSections,
} from '../support/lazyModules';

// As in the browser, the auth actor arrives after the page has loaded (a dynamic import,
// hence the ES module mock), here with fake effects.
let authActor: AuthActorRef | undefined;
const getAuthActor = jest.fn(() => authActor);
jest.unstable_mockModule('@app/features/auth/authActor', () => ({ getAuthActor }));

const HERO_HEADING = 'Earn Money, Complete Tasks, and Grow Your Earnings!';

let root: Root | undefined;
const originalMatchMedia = window.matchMedia;
/** Rendered as the build renders it: before any test tells the browser anything. */
let prerendered = '';
/** The landing page's markup, as the build puts it in index.html. */
const builtLandingMarkup = async () => (await prerenderLanding()).root;
beforeAll(async () => {
  prerendered = await builtLandingMarkup();
}, PRELOAD_TIMEOUT_MS);

beforeAll(() => allowScrolling());
allowForLazySections();
beforeAll(preloadLandingSections, PRELOAD_TIMEOUT_MS);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  Object.defineProperty(window, 'matchMedia', { writable: true, value: originalMatchMedia });
  jest.restoreAllMocks();
  getAuthActor.mockClear();
});

/** Lets the page's load event, and what waits for it, happen. */
const afterPageLoad = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function prefersDarkScheme(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-color-scheme: dark'),
      media: query,
    }),
  });
}

/** Hydrates the pre-rendered page as src/app/index.tsx does; answers React's reports. */
async function hydratePrerenderedPage(): Promise<{
  effects: ControlledAuthEffects;
  reported: unknown[];
}> {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = prerendered;
  document.body.append(container);
  expect(within(container).getByRole('heading', { name: HERO_HEADING })).toBeInTheDocument();

  const reported: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => reported.push(args));
  const effects = new ControlledAuthEffects();
  authActor = createActor(authMachine.provide({ actors: effects.actors })).start();
  const store = makeStore();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store}>
          <LandingApp loadRouter={() => createAppRouter(store)} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => reported.push(error) },
    );
  });
  return { effects, reported };
}

function header() {
  return within(screen.getByRole('banner'));
}

test('a visitor’s page hydrates without a mismatch, keeps its sign-in links and never loads the identity provider', async () => {
  const { reported } = await hydratePrerenderedPage();
  await afterPageLoad();

  expect(reported).toEqual([]);
  expect(header().getByRole('link', { name: HEADER_COPY.login })).toBeVisible();
  expect(screen.getByRole('heading', { name: HERO_HEADING })).toBeInTheDocument();
  expect(getAuthActor).not.toHaveBeenCalled();
});

test('the first move away from the landing page loads the data router, which renders the page asked for', async () => {
  const { reported } = await hydratePrerenderedPage();
  await afterPageLoad();

  await act(() => header().getByRole('link', { name: HEADER_COPY.login }).click());

  expect(await screen.findByRole('heading', { name: LOGIN_COPY.heading })).toBeVisible();
  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByRole('heading', { name: HERO_HEADING })).not.toBeInTheDocument();
  expect(reported).toEqual([]);
  window.history.replaceState(null, '', '/');
});

test('a returning person’s page hydrates as rendered, then waits for the provider before showing links', async () => {
  localStorage.setItem('coinwork.signedIn', '1');
  const { effects, reported } = await hydratePrerenderedPage();
  await afterPageLoad();

  expect(reported).toEqual([]);
  expect(header().queryByRole('link', { name: HEADER_COPY.login })).not.toBeInTheDocument();
  expect(getAuthActor).toHaveBeenCalled();
  await act(() => effects.reportAuthState(null));
  expect(header().getByRole('link', { name: HEADER_COPY.login })).toBeVisible();
});

test('on a dark screen the page hydrates as rendered, then the toggle offers the light scheme', async () => {
  prefersDarkScheme();
  const { reported } = await hydratePrerenderedPage();

  expect(reported).toEqual([]);
  expect(header().getByRole('button', { name: HEADER_COPY.switchToLight })).toBeInTheDocument();
});
