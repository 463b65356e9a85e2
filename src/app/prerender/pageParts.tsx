/**
 * What a page rendered outside the browser (the landing page at build time, ./renderLanding.tsx; a
 * dashboard on the server, ./renderDashboard.tsx) needs beside its markup: emotion's critical
 * styles, React's hoisted head elements, and the colour scheme's script before the first paint.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup } from 'react-dom/server';

import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { darkColors, lightColors } from '@app/theme/palette';

/** The key of emotion's default cache, which the client's MUI uses and rehydrates from. */
export const EMOTION_KEY = 'css';

/**
 * The style elements emotion's own server package would write (extractCriticalToChunks and
 * constructStyleTagsFromChunks): each global style in its own element, then the rules of
 * every class the markup uses. The client's emotion finds them by their data-emotion names,
 * moves them into the head and does not insert those rules again.
 */
export function criticalStyleElements(cache: EmotionCache, markup: string): string {
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

export function splitHoistables(markup: string): {
  hoisted: string;
  /** The page's title as React rendered it (escaped), if it rendered one. */
  title: string | undefined;
  root: string;
} {
  const leading = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return {
    hoisted: leading.replace(/<title>[^<]*<\/title>/g, ''),
    title: /<title>([^<]*)<\/title>/.exec(leading)?.[1],
    root: markup.slice(leading.length),
  };
}

/** An emotion cache whose rules can be read back after rendering (`criticalStyleElements`). */
export function prerenderCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  // Compat mode keeps the rules in cache.inserted instead of writing <style> beside elements.
  cache.compat = true;
  return cache;
}

/**
 * MUI's script that puts the remembered colour scheme's class on <html> before the first paint.
 * Every page carries the same one, so the Content-Security-Policy allows it by one hash.
 */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(<InitColorSchemeScript attribute="class" />);
}

/**
 * What the page that makes the session cookie anew (src/app/sessionRenewal.ts) shows while it does,
 * with none of the app's code: the remembered colour scheme's background and a thin bar that says
 * the dashboard is loading, still when motion is to be reduced.
 */
export function renewalPageParts(): { head: string; root: string } {
  const style = [
    `html{background:${lightColors.background.default}}`,
    `html.dark{background:${darkColors.background.default}}`,
    '.renewing{position:fixed;top:0;left:0;right:0;height:4px;overflow:hidden}',
    `.renewing::after{content:"";position:absolute;top:0;bottom:0;width:40%;background:${lightColors.primary.main};animation:renewing 1.4s ease-in-out infinite}`,
    `html.dark .renewing::after{background:${darkColors.primary.main}}`,
    '@keyframes renewing{from{transform:translateX(-100%)}to{transform:translateX(250%)}}',
    '@media (prefers-reduced-motion:reduce){.renewing::after{animation:none;width:100%;opacity:.5}}',
  ].join('');
  return {
    head: `${colorSchemeScript()}<style>${style}</style>`,
    root: renderToStaticMarkup(
      <div className="renewing" role="progressbar" aria-label={DASHBOARD_COPY.loading} />,
    ),
  };
}
