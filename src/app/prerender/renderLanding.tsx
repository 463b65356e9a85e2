/**
 * Renders the landing page's first screen at build time, for index.html: the markup of the
 * root element, and for the head the critical styles of what it rendered plus the scripts that
 * must run before the first paint. The client hydrates that markup (see ../index.tsx).
 * Runs in Node (`npm run build` calls it through src/tools/prerenderLanding.ts).
 */
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';

import { SIGNED_IN_HINT_SCRIPT } from '@app/session/currentUser';
import { AppProviders } from '../App';
import { LandingApp } from '../LandingApp';
import { makeStore } from '../store/store';
import {
  colorSchemeScript,
  criticalStyleElements,
  prerenderCache,
  splitHoistables,
} from './pageParts';

export interface PrerenderedPage {
  /** For the end of <head>: the inline scripts, then the styles. */
  head: string;
  /** The content of the root element. */
  root: string;
}

export async function renderLanding(): Promise<PrerenderedPage> {
  const cache = prerenderCache();
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={makeStore()}>
        <LandingApp />
      </AppProviders>
    </CacheProvider>,
  );
  const scripts = colorSchemeScript() + `<script>${SIGNED_IN_HINT_SCRIPT}</script>`;
  const { hoisted, root } = splitHoistables(markup);
  return { head: scripts + hoisted + criticalStyleElements(cache, root), root };
}
