/**
 * Builds the web client into dist/client: hashed file names, CSS in files, one chunk per
 * route and per landing section below the fold, and the first view kept small (see the
 * performance budget). `npm run build` writes dist/stats.json for `npm run build:report`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlInlineScriptPlugin from 'html-inline-script-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Chunk, Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { BRAND, LANDING_TITLE } from './src/contract/constants';
import { LANDING_TAGLINE } from './src/contract/copy/landing';
import type { PrerenderedPage } from './src/app/prerender/renderLanding';
import {
  DASHBOARD_DATA_CHUNK,
  DASHBOARD_FRAME_CHUNK,
  PRELOAD_MANIFEST_FILE,
  type PreloadManifest,
  SESSION_RENEWAL_ENTRY,
  SESSION_RUNTIME_CHUNK,
} from './src/server/web/preloadManifest';
import { THEME_COLOR } from './src/app/theme/palette';

const ROOT = __dirname;

/** The dashboard's chunks that load together on every dashboard URL (see splitChunks below). */
const DASHBOARD_SHARED_CHUNKS: readonly string[] = [
  DASHBOARD_DATA_CHUNK,
  DASHBOARD_FRAME_CHUNK,
  SESSION_RUNTIME_CHUNK,
];
/** Async chunks may share split-out code, except the dashboard's own and its screens. */
const splitsAllowed = (chunk: Chunk) =>
  !chunk.canBeInitial() &&
  !DASHBOARD_SHARED_CHUNKS.includes(chunk.name ?? '') &&
  !(chunk.name ?? '').startsWith('screen-');

export const OUTPUT_DIR = path.join(ROOT, 'dist/client');
/** Outside dist/client, so it is never served to browsers. */
export const STATS_FILE = path.join(ROOT, 'dist/stats.json');

const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;
const vendorTest = (packages: string[]) =>
  new RegExp(
    `${NODE_MODULES}(${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

interface BuildArguments {
  mode?: Configuration['mode'];
}

/** Writes the module graph the build report reads (chunks, their files and modules). */
class StatsFilePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        hash: true,
        outputPath: true,
        publicPath: true,
        assets: true,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        chunkModulesSpace: Infinity,
        chunkRelations: true,
        ids: true,
        nestedModules: true,
        nestedModulesSpace: Infinity,
        dependentModules: true,
        orphanModules: false,
      });
      fs.mkdirSync(path.dirname(STATS_FILE), { recursive: true });
      fs.writeFileSync(STATS_FILE, JSON.stringify(json));
    });
  }
}

/** The landing page's HTML; every other route gets the shell, whose root is empty. */
const LANDING_HTML = 'index.html';
const SHELL_HTML = 'shell.html';

/** The landing page's first screen, rendered by src/tools/prerenderLanding.ts in production mode. */
function prerenderLanding(): PrerenderedPage {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['src/tools/prerenderLanding.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    throw new Error(`Pre-rendering the landing page failed:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as PrerenderedPage;
}

/**
 * Puts the pre-rendered landing page into index.html, after the template was minified (the
 * minifier would drop the comments React hydrates Suspense boundaries by): its scripts and
 * styles after the title, ahead of the page's own stylesheet and scripts, and its markup
 * into the root element.
 */
class PrerenderPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'PrerenderPlugin',
        (data) => {
          if (data.outputName !== LANDING_HTML) return data;
          const page = prerenderLanding();
          const emptyRoot = '<div id="root"></div>';
          if (!data.html.includes('</title>') || !data.html.includes(emptyRoot)) {
            throw new Error('The page template needs a <title> and an empty #root.');
          }
          const html = data.html
            .replace('</title>', () => `</title>${page.head}`)
            .replace(emptyRoot, () => `<div id="root">${page.root}</div>`);
          return { ...data, html };
        },
      );
    });
  }
}

/**
 * Puts the first bundle's stylesheets (the font faces) into one page as <style> elements; the
 * files stay, for the pages that link them. html-inline-css-webpack-plugin cannot do this for
 * one page of several: it removes the links from all of them.
 */
class InlineStylesheetsPlugin implements WebpackPluginInstance {
  constructor(private readonly page: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('InlineStylesheetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'InlineStylesheetsPlugin',
        (data) => {
          if (data.outputName !== this.page) return data;
          const publicPath = String(compilation.outputOptions.publicPath);
          const headTags = data.headTags.map((tag) => {
            const href = tag.attributes.href;
            if (tag.tagName !== 'link' || typeof href !== 'string' || !href.endsWith('.css')) {
              return tag;
            }
            const asset = compilation.getAsset(href.slice(publicPath.length));
            if (!asset) throw new Error(`No asset for the stylesheet ${href}.`);
            return HtmlWebpackPlugin.createHtmlTagObject(
              'style',
              {},
              asset.source
                .source()
                .toString()
                .replace(/<\/style/gi, '<\\/style'),
            );
          });
          return { ...data, headTags };
        },
      );
    });
  }
}

/**
 * Writes the preload manifest (PRELOAD_MANIFEST_FILE) the server reads to preload a URL's code:
 * the JS and CSS files of every named lazy chunk group, without those of the first bundle,
 * which the page loads anyway (docs/performance.md#dashboards).
 */
class PreloadManifestPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const initial = new Set(
            [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
          );
          const chunkGroups: PreloadManifest['chunkGroups'] = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            chunkGroups[name] = group
              .getFiles()
              .filter((file) => /\.(js|css)$/.test(file) && !initial.has(file));
          }
          // The page carries the webpack runtime this entry shares with the app's.
          const renewalEntry = compilation.entrypoints.get(SESSION_RENEWAL_ENTRY);
          const runtimeFiles = new Set(renewalEntry?.getRuntimeChunk()?.files ?? []);
          const sessionRenewal = (renewalEntry?.getFiles() ?? []).filter(
            (file) => file.endsWith('.js') && !runtimeFiles.has(file),
          );
          const manifest: PreloadManifest = { chunkGroups, sessionRenewal };
          compilation.emitAsset(
            PRELOAD_MANIFEST_FILE,
            new sources.RawSource(JSON.stringify(manifest)),
          );
        },
      );
    });
  }
}

/** Text files worth compressing; the server picks the encoding a browser accepts (preCompressed). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const COMPRESS_MIN_BYTES = 1024;

/** Writes a brotli (.br) and a gzip -9 (.gz) copy beside every text file of the build. */
class PrecompressPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const content = source.buffer();
            if (content.length < COMPRESS_MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(content, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

export default function config(
  _env: Record<string, unknown>,
  argv: BuildArguments,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const writeStats = production || process.env.BUILD_STATS === '1';
  const hash = production ? '.[contenthash]' : '';

  return {
    mode: production ? 'production' : 'development',
    context: ROOT,
    entry: {
      main: './src/app/index.tsx',
      // Carried in dashboard pages only, ahead of the app's bundle (the server puts it in); its
      // runtime is its own, so it runs as the page is read (src/app/dashboardEarly.ts).
      // The page the server sends instead when the session cookie must be made again: the app's
      // runtime, then this alone (src/app/sessionRenewal.ts). It imports nothing from
      // node_modules up front, or the first bundle's vendor files would come with it.
      [SESSION_RENEWAL_ENTRY]: './src/app/sessionRenewal.ts',
    },
    // The browsers package.json's "browserslist" names, for webpack's own code as for Babel's.
    target: 'browserslist',
    output: {
      path: OUTPUT_DIR,
      publicPath: '/',
      filename: `js/[name]${hash}.js`,
      chunkFilename: `js/[name]${hash}.js`,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(woff2?|png|jpe?g|gif|svg|webp)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      ...[LANDING_HTML, SHELL_HTML].map(
        (filename) =>
          new HtmlWebpackPlugin({
            filename,
            template: './public/index.html',
            title: LANDING_TITLE,
            templateParameters: {
              brand: BRAND,
              description: LANDING_TAGLINE,
              themeColor: THEME_COLOR,
            },
            scriptLoading: 'defer',
            excludeChunks: [SESSION_RENEWAL_ENTRY],
            minify: production,
          }),
      ),
      // The shell (every page but the landing one) carries the webpack runtime and the font
      // faces itself: on a phone a dashboard's first requests are then its code and its reads,
      // not two small files holding a connection each (docs/performance.md#dashboards).
      ...(production
        ? [
            new HtmlInlineScriptPlugin({
              htmlMatchPattern: [new RegExp(`^${SHELL_HTML}$`)],
              scriptMatchPattern: [/^js\/runtime\./],
              assetPreservePattern: [/^js\/runtime\./],
            }),
            new InlineStylesheetsPlugin(SHELL_HTML),
          ]
        : []),
      new MiniCssExtractPlugin({
        filename: `css/[name]${hash}.css`,
        chunkFilename: `css/[name]${hash}.css`,
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      new PreloadManifestPlugin(),
      ...(production ? [new PrerenderPlugin(), new PrecompressPlugin()] : []),
      ...(writeStats ? [new StatsFilePlugin()] : []),
    ],
    optimization: {
      // html-webpack-plugin minifies the pages before the pre-rendered markup goes in; webpack's
      // own HTML minimizer would run afterwards and drop the comments React hydrates by.
      minimizeOptions: { html: false },
      runtimeChunk: 'single',
      splitChunks: {
        // Only what the first view needs goes into these long-lived vendor files; code of
        // lazy chunks stays with them (chunks: 'initial'), so it never joins the first load.
        cacheGroups: {
          framework: {
            test: vendorTest(['react', 'react-dom', 'scheduler', 'react-router', 'cookie']),
            name: 'framework',
            chunks: 'initial',
            priority: 40,
          },
          mui: {
            test: vendorTest([
              '@mui',
              '@emotion',
              'stylis',
              'react-transition-group',
              'react-is',
              'clsx',
              'prop-types',
              'hoist-non-react-statics',
              '@babel/runtime',
            ]),
            name: 'mui',
            chunks: 'initial',
            priority: 30,
          },
          vendor: {
            test: new RegExp(NODE_MODULES),
            name: 'vendor',
            chunks: 'initial',
            priority: 20,
          },
          // A dashboard URL's code in three requests after the first bundle's, not fifteen: on a
          // phone each request waits a round trip, and a browser opens six at a time
          // (docs/performance.md#dashboards). What the start, the frame and the session share
          // is one chunk; the frame and each screen are one file each, carrying what they use
          // rather than splitting it out to share with other screens.
          dashboardShared: {
            chunks: (chunk) => DASHBOARD_SHARED_CHUNKS.includes(chunk.name ?? ''),
            minChunks: 2,
            name: 'dashboard-shared',
            enforce: true,
            priority: 60,
          },
          // The loaders' own modules (a few hundred bytes) with them: one request fewer.
          dashboardData: {
            chunks: (chunk) => chunk.name === DASHBOARD_DATA_CHUNK,
            name: 'dashboard-shared',
            enforce: true,
            priority: 59,
          },
          defaultVendors: {
            test: new RegExp(NODE_MODULES),
            chunks: splitsAllowed,
            priority: -10,
            reuseExistingChunk: true,
          },
          default: {
            chunks: splitsAllowed,
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: production
      ? { hints: 'warning', maxEntrypointSize: 600_000, maxAssetSize: 300_000 }
      : { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}` }],
    },
  };
}
