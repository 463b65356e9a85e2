/**
 * Draws the landing page's first screen at build time, for index.html: the markup of the
 * root element, and for the head the critical styles of what it drew plus the scripts that
 * must run before the first paint. The client hydrates that markup (see ../index.tsx).
 * Runs in Node (`npm run build` calls it through src/tools/prerenderLanding.ts).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { SIGNED_IN_HINT_SCRIPT } from '@app/session/currentUser';
import { AppProviders } from '../App';
import { AppRoutes } from '../router';
import { makeStore } from '../store/store';

export interface PrerenderedPage {
  /** For the end of <head>: the inline scripts, then the styles. */
  head: string;
  /** The content of the root element. */
  root: string;
}

/** The key of emotion's default cache, which the client's MUI uses and rehydrates from. */
const EMOTION_KEY = 'css';

/**
 * The style elements emotion's own server package would write (extractCriticalToChunks and
 * constructStyleTagsFromChunks): each global style in its own element, then the rules of
 * every class the markup uses. The client's emotion finds them by their data-emotion names,
 * moves them into the head and does not insert those rules again.
 */
function criticalStyleElements(cache: EmotionCache, markup: string): string {
  const usedIds = new Set(
    Array.from(markup.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')), (match) =>
      String(match[1]),
    ),
  );
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    } else if (usedIds.has(id)) {
      ids.push(id);
      rules += css;
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`].join(
    '',
  );
}

/**
 * React writes the page's hoistable elements ahead of the markup: its <title> (which the
 * template already has) and the preload of the hero art (which belongs in the head).
 */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)*/;

function splitHoistables(markup: string): { hoisted: string; root: string } {
  const leading = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return {
    hoisted: leading.replace(/<title>[^<]*<\/title>/g, ''),
    root: markup.slice(leading.length),
  };
}

export function renderLanding(): PrerenderedPage {
  const cache = createCache({ key: EMOTION_KEY });
  // Compat mode keeps the rules in cache.inserted instead of writing <style> beside elements.
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={makeStore()}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const scripts =
    renderToStaticMarkup(<InitColorSchemeScript attribute="class" />) +
    `<script>${SIGNED_IN_HINT_SCRIPT}</script>`;
  const { hoisted, root } = splitHoistables(markup);
  return { head: scripts + hoisted + criticalStyleElements(cache, root), root };
}
