/**
 * The preload manifest: written by the build (webpack.config.ts) beside the client's pages, read by
 * the server to preload a URL's code (clientPages.ts). No imports, so the build config can load it.
 */
export const PRELOAD_MANIFEST_FILE = 'preload-manifest.json';

export interface PreloadManifest {
  /** Each named lazy chunk group's JS and CSS files, without those of the first bundle. */
  chunkGroups: Record<string, string[]>;
  /** The dashboard's first script (src/app/dashboardEarly.ts), run before the first bundle. */
  dashboardEarly: string[];
  /**
   * The session's resumption (src/app/sessionResume.ts): its entry's files without the webpack
   * runtime, which the page carries.
   */
  sessionResume: string[];
}
