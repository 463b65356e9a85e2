/**
 * The two pages of the built client (index.html with the pre-rendered landing page, shell.html for
 * every other route) as the server sends them, with what a browser would otherwise have to ask
 * for one step after another (docs/performance.md#dashboards):
 * - the client configuration, as JSON in the page, so no request waits for `/client-config`;
 * - for a dashboard URL, preload links for the code of the dashboard's frame and of the URL's
 *   screen (from the build's preload manifest), so it downloads beside the first bundle;
 * - for someone signed in whose session cookie the server lacks, the page that renews it before
 *   anything else loads (src/app/sessionRenewal.ts).
 * Each variant is put together and compressed once, then served from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { matchRoutes } from 'react-router';

import { isDashboardPath } from '@contract/dashboard';
import { CLIENT_CONFIG_ELEMENT_ID } from '@contract/api';
import { APP_SCRIPTS_ELEMENT_ID, SERVER_RENDERED_PAGE_ELEMENT_ID } from '@contract/sessionCookie';
import type { ServerRenderedDashboard, RenewalPageParts } from './serverRenderedDashboards';
import type { ClientConfig } from '@contract/schemas/clientConfig';
import { LAB_ROUTE_ID, routes } from '@app/router';
import {
  DASHBOARD_DATA_CHUNK,
  DATA_ROUTER_CHUNK,
  PRELOAD_MANIFEST_FILE,
  type PreloadManifest,
  SESSION_RENEWAL_PROVIDER_CHUNK,
} from './preloadManifest';

export interface ClientPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
}

export interface ClientPages {
  /** The page for a URL, compressed as the browser's Accept-Encoding allows. */
  pageFor(url: string, acceptEncoding: string | undefined): ClientPage;
  /** A dashboard URL's page with the screen rendered on the server (./serverRenderedDashboards.ts). */
  serverRenderedPageFor(
    url: string,
    acceptEncoding: string | undefined,
    rendered: ServerRenderedDashboard,
  ): ClientPage;
  /**
   * The page that makes a new session cookie and opens the address again, rendered: only the
   * session renewal, with the app's scripts listed for when that fails. The URL's own page
   * when the build has no session renewal.
   */
  renewalPageFor(
    url: string,
    acceptEncoding: string | undefined,
    parts: RenewalPageParts,
  ): ClientPage;
}

function readManifest(clientDir: string): PreloadManifest {
  const file = path.join(clientDir, PRELOAD_MANIFEST_FILE);
  if (!fs.existsSync(file)) return { chunkGroups: {}, sessionRenewal: [] };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PreloadManifest>;
  return {
    chunkGroups: manifest.chunkGroups ?? {},
    sessionRenewal: manifest.sessionRenewal ?? [],
  };
}

/** JSON safe inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Preloads at low priority by default: a browser fetches them after the page's first bundle
 * (deferred scripts are low priority too, and come first in the page), which has to run before
 * anything shows, rather than before it.
 */
function preloadLink(file: string, { low = true }: { low?: boolean } = {}): string {
  const href = escapeAttribute(`/${file}`);
  const as = file.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" as="${as}" href="${href}"${low ? ' fetchpriority="low"' : ''}>`;
}

/**
 * The chunk groups a URL's page preloads: the data router's, and those of the routes the route
 * table matches (each route's `id` names its chunk), with, on a dashboard, its loaders' code.
 */
export function preloadedChunkGroups(pathname: string): string[] {
  const matched = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.id ? [route.id] : [],
  );
  return [
    DATA_ROUTER_CHUNK,
    ...(isDashboardPath(pathname) ? [DASHBOARD_DATA_CHUNK] : []),
    ...matched,
  ];
}

/** A script element that loads a file (the page's own markup: `<script defer="defer" src=…>`). */
const SCRIPT_FILE_ELEMENT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** A page made for one request: compressed fast rather than small. */
function compressedOnce(html: string, encoding: 'br' | 'gzip' | undefined): Buffer {
  const plain = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipSync(plain, { level: 6 }) : plain;
}

function compressed(html: string): Record<'br' | 'gzip' | 'identity', Buffer> {
  const plain = Buffer.from(html);
  return {
    identity: plain,
    br: brotliCompressSync(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/** The encoding to send: brotli, else gzip, else none (q=0 refuses one). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function loadClientPages(clientDir: string, clientConfig: ClientConfig): ClientPages {
  const templates = {
    landing: fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    shell: fs.readFileSync(path.join(clientDir, 'shell.html'), 'utf8'),
  };
  const manifest = readManifest(clientDir);
  const configElement = `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptSafeJson(clientConfig)}</script>`;
  const built = new Map<string, Record<'br' | 'gzip' | 'identity', Buffer>>();

  function build(template: string, groups: readonly string[]): string {
    // The lab's code only where the server offers it (MACHINE_LAB).
    const offered = groups.filter((group) => clientConfig.machineLab || group !== LAB_ROUTE_ID);
    const files = [...new Set(offered.flatMap((group) => manifest.chunkGroups[group] ?? []))];
    const head = configElement + files.map((file) => preloadLink(file)).join('');
    if (!template.includes('</title>')) throw new Error('A client page has no </title>.');
    // At the end of the head; a page whose head ends implicitly gets it after its title.
    const anchor = template.includes('</head>') ? '</head>' : '</title>';
    return template.replace(anchor, () =>
      anchor === '</head>' ? `${head}</head>` : `</title>${head}`,
    );
  }

  const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? '/';

  /** The shell with the app's scripts swapped for the session renewal (listed instead). */
  function renewalPage(parts: RenewalPageParts): string {
    const appScripts: string[] = [];
    const withoutApp = templates.shell.replace(SCRIPT_FILE_ELEMENT, (_element, src: string) => {
      appScripts.push(src);
      return '';
    });
    const listed = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${scriptSafeJson(appScripts)}</script>`;
    const renewal = manifest.sessionRenewal
      .map((file) => `<script defer="defer" src="${escapeAttribute(`/${file}`)}"></script>`)
      .join('');
    // The identity provider's code, which it needs unless the remembered token is still good
    // (rarely, weeks after the last visit), comes beside it rather than a round trip later.
    const provider = (manifest.chunkGroups[SESSION_RENEWAL_PROVIDER_CHUNK] ?? [])
      .filter((file) => file.endsWith('.js'))
      .map((file) => preloadLink(file, { low: false }))
      .join('');
    return withoutApp
      .replace(
        '</head>',
        () => `${parts.head}${configElement}${listed}${renewal}${provider}</head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>`);
  }

  function pageFor(url: string, acceptEncoding: string | undefined): ClientPage {
    // The path as sent, without the query: any address gets a page, none is parsed.
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    const landing = pathname === '/';
    const groups = landing ? [] : preloadedChunkGroups(pathname);
    const key = landing ? 'landing' : `shell:${groups.join(',')}`;
    let variants = built.get(key);
    if (!variants) {
      variants = compressed(build(landing ? templates.landing : templates.shell, groups));
      built.set(key, variants);
    }
    const encoding = pickEncoding(acceptEncoding);
    return { body: variants[encoding ?? 'identity'], encoding };
  }

  return {
    serverRenderedPageFor(url, acceptEncoding, rendered) {
      // The preloads stay (the code hydrates the page), with the code of the parts it was
      // rendered with.
      const groups = [...preloadedChunkGroups(pathOf(url)), ...rendered.page.parts];
      const files = [...new Set(groups.flatMap((group) => manifest.chunkGroups[group] ?? []))];
      const serverRenderedElement = `<script type="application/json" id="${SERVER_RENDERED_PAGE_ELEMENT_ID}">${scriptSafeJson(rendered.page)}</script>`;
      const { title } = rendered;
      const titled =
        title === undefined
          ? templates.shell
          : templates.shell.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
      const html = titled
        .replace(
          '</head>',
          () =>
            `${configElement}${serverRenderedElement}${files.map((file) => preloadLink(file)).join('')}${rendered.head}</head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.root}</div>`);
      const encoding = pickEncoding(acceptEncoding);
      return { body: compressedOnce(html, encoding), encoding };
    },
    renewalPageFor(url, acceptEncoding, parts) {
      if (manifest.sessionRenewal.length === 0) return pageFor(url, acceptEncoding);
      // The parts are the same for every page of this process.
      let variants = built.get('renewal');
      if (!variants) {
        variants = compressed(renewalPage(parts));
        built.set('renewal', variants);
      }
      const encoding = pickEncoding(acceptEncoding);
      return { body: variants[encoding ?? 'identity'], encoding };
    },
    pageFor,
  };
}
