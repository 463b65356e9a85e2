/**
 * The preload manifest: written by the build (webpack.config.ts) beside the client's pages, read by
 * the server to preload a URL's code (clientPages.ts). No imports, so the build config can load it.
 */
export const PRELOAD_MANIFEST_FILE = 'preload-manifest.json';

/** The data router's chunk (src/app/dataRouter.tsx): every page but the landing page needs it. */
export const DATA_ROUTER_CHUNK = 'data-router';
/** Every dashboard route's loader code (the route table's `dashboard-data` imports). */
export const DASHBOARD_DATA_CHUNK = 'dashboard-data';
/** The chunk of the dashboard's frame (layout, sidebar, top bar), which every screen needs. */
export const DASHBOARD_FRAME_CHUNK = 'route-dashboard';
/** A dashboard page's script when its session must be made again (src/app/sessionRenewal.ts). */
export const SESSION_RENEWAL_ENTRY = 'session-renewal';
/**
 * The identity provider's code that script loads when the remembered ID token has ended (its
 * import's webpackChunkName, src/app/session/renewSessionCookie.ts); the page preloads it.
 */
export const SESSION_RENEWAL_PROVIDER_CHUNK = 'session-renewal-provider';
/** The signed-in session's runtime (identity provider, auth machine), on every signed-in page. */
export const SESSION_RUNTIME_CHUNK = 'session-runtime';

export interface PreloadManifest {
  /** Each named lazy chunk group's JS and CSS files, without those of the first bundle. */
  chunkGroups: Record<string, string[]>;
  /**
   * The session renewal (src/app/sessionRenewal.ts): its entry's files without the webpack
   * runtime, which the page carries.
   */
  sessionRenewal: string[];
}
