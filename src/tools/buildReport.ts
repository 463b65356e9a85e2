/**
 * `npm run build:report`: the size of every emitted JS and CSS file (raw and gzip -9), and
 * the landing page's initial set — what `/` fetches before the load event — against the
 * budget of PERFORMANCE.md, and every dashboard screen's JavaScript before its data is shown
 * (docs/performance.md#dashboards). Builds first when the last build is older than the sources
 * (or with --rebuild). Exits non-zero when a budget is exceeded, the initial set carries code
 * that must never (or not yet) be there, or a dashboard screen's first code carries another
 * role's screens or a library it does not render.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import type { StatsChunk, StatsCompilation, StatsModule } from 'webpack';

import type { Role } from '@contract/entities';
import { colorSchemeScript } from '@app/prerender/pageParts';
import { type RouteHandle, routeById } from '@app/router';
import { preloadedChunkGroups } from '@server/web/clientPages';
import {
  DASHBOARD_FRAME_CHUNK,
  PRELOAD_MANIFEST_FILE,
  type PreloadManifest,
  SESSION_RENEWAL_PROVIDER_CHUNK,
} from '@server/web/preloadManifest';
import { OUTPUT_DIR as CLIENT_DIR, STATS_FILE } from '../../webpack.config';

const ROOT = path.resolve(__dirname, '../..');
const BUDGET_BYTES = 150 * 1024;
const ENTRY = 'main';
/** Lazy chunk groups the landing page needs before its load event (none: it ships in the entry). */
const LANDING_BEFORE_LOAD_GROUPS: readonly string[] = [];
const SOURCES = ['src/app', 'src/contract', 'public', 'webpack.config.ts', 'babel.config.js'];

/** QA's Machine Lab (docs/machines/README.md): its code and the libraries only it uses. */
const LAB_CODE = {
  label: 'Machine Lab code',
  pattern:
    /((^|\/)src\/app\/(features\/lab|layouts\/lab|routes\/lab)\b|node_modules\/(@xyflow|elkjs|react-dropzone|@statelyai)\/)/,
};
/** The lab's own chunk groups (webpackChunkName); no other group may carry its code. */
const LAB_GROUPS = /^lab(-|$)/;

/** What the landing page's first load must not contain, by module path. */
const FORBIDDEN: readonly { label: string; pattern: RegExp }[] = [
  { label: 'firebase-admin', pattern: /node_modules\/firebase-admin\// },
  { label: 'server code', pattern: /(^|\/)src\/server\// },
  { label: 'stripe', pattern: /node_modules\/(stripe|@stripe)\// },
  { label: 'dashboard code', pattern: /(^|\/)src\/app\/.*\/dashboard\// },
  LAB_CODE,
  // The landing page hydrates without the router (src/app/LandingApp.tsx).
  { label: 'react-router', pattern: /node_modules\/react-router\// },
  // Allowed on the page, but only after first paint (PERFORMANCE.md).
  { label: 'firebase (client SDK)', pattern: /node_modules\/(firebase|@firebase)\// },
  { label: 'xstate', pattern: /node_modules\/(xstate|@xstate)\// },
  { label: 'notistack', pattern: /node_modules\/notistack\// },
  {
    label: 'react-slick / slick-carousel',
    pattern: /node_modules\/(react-slick|slick-carousel)\//,
  },
];

interface FileSize {
  file: string;
  chunk: string;
  initial: boolean;
  raw: number;
  gzip: number;
}

function newestSourceTime(entry: string): number {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full)
    .reduce((newest, name) => Math.max(newest, newestSourceTime(path.join(entry, name))), 0);
}

function buildIfNeeded(force: boolean): void {
  const builtAt = fs.existsSync(STATS_FILE) ? fs.statSync(STATS_FILE).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestSourceTime));
  if (!force && builtAt > changedAt) {
    console.log(`Reading the last build (${path.relative(ROOT, STATS_FILE)}).\n`);
    return;
  }
  console.log('Building the client (webpack --mode production)...');
  const webpack = path.join(ROOT, 'node_modules/.bin/webpack');
  const result = spawnSync(webpack, ['--mode', 'production', '--stats', 'errors-warnings'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed.');
    process.exit(result.status ?? 1);
  }
  console.log('');
}

function moduleNames(modules: readonly StatsModule[] | undefined): string[] {
  return (modules ?? []).flatMap((module) =>
    module.modules ? moduleNames(module.modules) : module.name ? [module.name] : [],
  );
}

function chunkLabel(chunk: StatsChunk): string {
  return chunk.names?.length ? chunk.names.join(',') : `#${String(chunk.id)}`;
}

function measure(file: string, chunk: StatsChunk): FileSize {
  const content = fs.readFileSync(path.join(CLIENT_DIR, file));
  return {
    file,
    chunk: chunkLabel(chunk),
    initial: chunk.initial,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(rows: readonly FileSize[]): void {
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  const chunkWidth = Math.max(...rows.map((row) => row.chunk.length), 5);
  console.log(
    `${'File'.padEnd(width)}  ${'Chunk'.padEnd(chunkWidth)}  Initial  ${'Raw'.padStart(10)}  ${'Gzip -9'.padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(width)}  ${row.chunk.padEnd(chunkWidth)}  ${(row.initial ? 'yes' : '').padEnd(7)}  ${kib(row.raw).padStart(10)}  ${kib(row.gzip).padStart(10)}`,
    );
  }
}

function landingInitialChunkIds(stats: StatsCompilation): Set<string | number> {
  const groups = stats.namedChunkGroups ?? {};
  const names = [ENTRY, ...LANDING_BEFORE_LOAD_GROUPS];
  return new Set(names.flatMap((name) => groups[name]?.chunks ?? []));
}

function main(): void {
  buildIfNeeded(process.argv.includes('--rebuild'));
  const stats: StatsCompilation = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8'));
  const chunks = stats.chunks ?? [];
  const rows = chunks
    .flatMap((chunk) =>
      (chunk.files ?? [])
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => measure(file, chunk)),
    )
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

  console.log(`Every JS and CSS file in ${path.relative(ROOT, CLIENT_DIR)}:\n`);
  printTable(rows);

  const initialIds = landingInitialChunkIds(stats);
  const initialChunks = chunks.filter(
    (chunk) => chunk.id !== undefined && initialIds.has(chunk.id),
  );
  const initialFiles = new Set(initialChunks.flatMap((chunk) => chunk.files ?? []));
  const initialRows = rows.filter((row) => initialFiles.has(row.file));
  const total = initialRows.reduce((sum, row) => sum + row.gzip, 0);
  const totalRaw = initialRows.reduce((sum, row) => sum + row.raw, 0);
  const overBudget = total > BUDGET_BYTES;

  console.log(`\nLanding page '/', JS + CSS fetched before the load event (entry '${ENTRY}'):`);
  for (const row of initialRows)
    console.log(`  ${row.file.padEnd(48)} ${kib(row.gzip).padStart(10)}`);
  console.log(
    `  ${'total'.padEnd(48)} ${kib(total).padStart(10)}  (${total} B gzip -9, ${kib(totalRaw)} raw)`,
  );
  console.log(
    `  budget ${kib(BUDGET_BYTES)}: ${overBudget ? `EXCEEDED by ${kib(total - BUDGET_BYTES)}` : `ok, ${kib(BUDGET_BYTES - total)} to spare`}`,
  );

  const initialModules = initialChunks.flatMap((chunk) => moduleNames(chunk.modules));
  console.log('\nCode the initial set must not contain:');
  let forbiddenFound = false;
  for (const { label, pattern } of FORBIDDEN) {
    const hits = initialModules.filter((name) => pattern.test(name.replace(/\\/g, '/')));
    forbiddenFound ||= hits.length > 0;
    console.log(
      `  ${label.padEnd(30)} ${hits.length ? `FOUND (${hits.length} modules, e.g. ${hits[0]})` : 'none'}`,
    );
  }

  const labFound = reportLab(stats, rows);
  const dashboardsFailed = reportDashboards(stats);
  const chartsMisplaced = reportChartLibrary(stats);
  if (overBudget || forbiddenFound || labFound || dashboardsFailed || chartsMisplaced) {
    process.exit(1);
  }
}

/** Brotli (quality 11), as the server sends the build's files. */
const brotliSize = (content: Buffer) =>
  brotliCompressSync(content, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  }).length;

const DASHBOARD_BUDGET_BYTES = 150 * 1024;
const ROLES: readonly Role[] = ['worker', 'buyer', 'admin'];

/** Libraries a dashboard screen may carry before its data only when it renders them. */
const RENDERING_LIBRARIES: readonly {
  label: string;
  pattern: RegExp;
  renderedBy: readonly string[];
}[] = [
  { label: 'firebase', pattern: /node_modules\/(firebase|@firebase)\//, renderedBy: [] },
  { label: 'stripe', pattern: /node_modules\/(stripe|@stripe)\//, renderedBy: ['screen-payment'] },
  {
    label: 'final-form',
    pattern: /node_modules\/(final-form|react-final-form)\//,
    renderedBy: ['screen-add-tasks', 'screen-withdrawals', 'screen-payment', 'screen-task-details'],
  },
  {
    label: 'xstate',
    pattern: /node_modules\/(xstate|@xstate)\//,
    // Their machines drive what they render: withdrawing, paying. Buyer Home's and My Submissions'
    // review machines load after the screen's data (machineKit/useLazyActor).
    renderedBy: ['screen-withdrawals', 'screen-payment', 'screen-purchase'],
  },
  {
    // Tooltips load once a screen's data is shown (components/TooltipIconButton.tsx).
    label: 'Popper.js',
    pattern: /node_modules\/@popperjs\//,
    renderedBy: [],
  },
  {
    label: 'react-slick',
    pattern: /node_modules\/(react-slick|slick-carousel)\//,
    renderedBy: [],
  },
];

interface DashboardScreen {
  path: string;
  role: Role | undefined;
  chunk: string;
}

/** The route table's dashboard screens (each `id` names its chunk). */
const DASHBOARD_SCREENS: DashboardScreen[] = (
  routeById(DASHBOARD_FRAME_CHUNK)?.children ?? []
).flatMap(({ id, path: below, handle }) => {
  if (!id?.startsWith('screen-') || !below) return [];
  const { access } = handle as RouteHandle;
  const role = ROLES.find((known) => known === access);
  return [{ path: `/dashboard/${below}`, role, chunk: id }];
});
if (DASHBOARD_SCREENS.length === 0) throw new Error('The route table lists no dashboard screen.');

function otherRolesScreens(screen: DashboardScreen): RegExp {
  const others = ROLES.filter((role) => role !== screen.role);
  // A screen's loader (`<screen>.data.ts`) is a few reads, shared by every dashboard page.
  return new RegExp(`(^|/)src/app/routes/dashboard/(${others.join('|')})/(?![^/]*\\.data\\.ts)`);
}

/** The scripts a page carries inline (no `src`), each brotli on its own. */
function inlineScriptBytes(html: string): number {
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
  return inline.reduce((sum, body) => sum + brotliSize(Buffer.from(body)), 0);
}

/** An inline script element (no `src`) and its body. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const filesBytes = (files: Iterable<string>) =>
  [...files].reduce(
    (sum, file) => sum + brotliSize(fs.readFileSync(path.join(CLIENT_DIR, file))),
    0,
  );

/**
 * Every dashboard screen's JavaScript before its data is shown (docs/performance.md#dashboards),
 * brotli as it is sent, on each way a page reaches a signed-in person:
 * - server: a returning person's page, rendered by the server: only the scripts in the page;
 * - renewed: the session cookie ended (a visit more than 13 days after the last) or was lost: the
 *   page that makes a new one (its inline runtime, the session renewal, the identity provider's code),
 *   then the page rendered;
 * - browser: the page the browser renders when the server does not (cookies refused, a rendering
 *   given up): the first bundle and what the page preloads (the dashboard's start, frame and the
 *   screen: the same list the server uses). Shown, not held to the budget: the fallback.
 * True when a rendered or renewed page is over the budget, or a screen's first code carries another
 * role's screens or a library it does not render.
 */
function reportDashboards(stats: StatsCompilation): boolean {
  const manifestFile = path.join(CLIENT_DIR, PRELOAD_MANIFEST_FILE);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PreloadManifest;
  const groups = stats.namedChunkGroups ?? {};
  const chunks = stats.chunks ?? [];
  const entryFiles = (groups[ENTRY]?.assets ?? []).map((asset) => asset.name);
  const modulesOf = (files: ReadonlySet<string>) =>
    chunks
      .filter((chunk) => (chunk.files ?? []).some((file) => files.has(file)))
      .flatMap((chunk) => moduleNames(chunk.modules))
      .map((name) => name.replace(/\\/g, '/'));

  const shell = fs.readFileSync(path.join(CLIENT_DIR, 'shell.html'), 'utf8');
  // The shell's inline scripts (webpack's runtime) and MUI's colour scheme's.
  const serverRenderedBytes = inlineScriptBytes(`${shell}${colorSchemeScript()}`);
  const renewalBytes =
    inlineScriptBytes(shell) +
    filesBytes(
      [
        ...manifest.sessionRenewal,
        ...(manifest.chunkGroups[SESSION_RENEWAL_PROVIDER_CHUNK] ?? []),
      ].filter((file) => file.endsWith('.js')),
    );
  console.log(
    `\nDashboard screens, JavaScript before the data is shown (brotli; budget ${kib(DASHBOARD_BUDGET_BYTES)}):` +
      '\n  server   a returning person’s page, rendered by the server: the scripts in the page' +
      '\n           (a screen whose data the server does not ask for is rendered loading);' +
      '\n  renewed  the session cookie ended (13 days after the last visit) or lost: the page that' +
      `\n           makes a new one (${kib(renewalBytes)}: the session renewal and the identity provider’s code), then rendered;` +
      '\n  browser  rendered by the browser when the server does not (cookies refused, a rendering given up):' +
      '\n           the files below; the fallback, not held to the budget.',
  );
  console.log(
    `  ${'screen'.padEnd(34)} ${'role'.padEnd(7)} ${'server'.padStart(9)} ${'renewed'.padStart(9)} ${'files'.padStart(5)} ${'browser'.padStart(10)}  verdict`,
  );
  let failed = false;
  for (const screen of DASHBOARD_SCREENS) {
    const missing = !(screen.chunk in manifest.chunkGroups);
    const preloaded = preloadedChunkGroups(screen.path.replace(/:[^/]+/g, 'x'));
    const files = new Set(
      [...entryFiles, ...preloaded.flatMap((group) => manifest.chunkGroups[group] ?? [])].filter(
        (file) => file.endsWith('.js'),
      ),
    );
    const browserBytes = filesBytes(files);
    const modules = modulesOf(files);
    // Every screen is server-rendered with its data (its route's loader).
    const beforeData = {
      server: serverRenderedBytes,
      renewed: renewalBytes + serverRenderedBytes,
    };
    const over = Math.max(beforeData.server, beforeData.renewed) - DASHBOARD_BUDGET_BYTES;
    const problems = [
      ...(missing ? [`no chunk named ${screen.chunk}`] : []),
      ...(over > 0 ? [`over by ${kib(over)}`] : []),
      ...(screen.role && modules.some((name) => otherRolesScreens(screen).test(name))
        ? ["another role's screens"]
        : []),
      ...RENDERING_LIBRARIES.filter(
        ({ pattern, renderedBy }) =>
          !renderedBy.includes(screen.chunk) && modules.some((name) => pattern.test(name)),
      ).map(({ label }) => `${label}, which it does not render`),
    ];
    failed ||= problems.length > 0;
    const shown = kib;
    console.log(
      `  ${screen.path.padEnd(34)} ${(screen.role ?? 'any').padEnd(7)} ${shown(beforeData.server).padStart(9)} ${shown(beforeData.renewed).padStart(9)} ${String(files.size).padStart(5)} ${kib(browserBytes).padStart(10)}  ${problems.length ? problems.join('; ') : 'ok'}`,
    );
  }
  return failed;
}

const CHART_LIBRARY = /node_modules\/@mui\/x-charts/;
/** The one chunk group that may load the chart library: the homes' charts, after their data. */
const CHART_GROUP = 'insights-chart';

/**
 * Which chunk groups load the chart library (docs/product.md#charts): only the lazily loaded
 * chart of the three home screens may, so no other route downloads it. True when another does.
 */
function reportChartLibrary(stats: StatsCompilation): boolean {
  const chartChunkIds = new Set(
    (stats.chunks ?? [])
      .filter((chunk) => moduleNames(chunk.modules).some((name) => CHART_LIBRARY.test(name)))
      .map((chunk) => chunk.id),
  );
  const loading = Object.entries(stats.namedChunkGroups ?? {})
    .filter(([, group]) => (group.chunks ?? []).some((id) => chartChunkIds.has(id)))
    .map(([name]) => name);
  const elsewhere = loading.filter((name) => name !== CHART_GROUP);
  const bytes = (stats.chunks ?? [])
    .filter((chunk) => chartChunkIds.has(chunk.id))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + brotliSize(fs.readFileSync(path.join(CLIENT_DIR, file))), 0);
  console.log(
    `\nChart library (@mui/x-charts): ${kib(bytes)} brotli, loaded by ${loading.join(', ') || 'nothing'}: ${elsewhere.length ? `also loaded by ${elsewhere.join(', ')}` : 'ok'}`,
  );
  return elsewhere.length > 0 || loading.length === 0;
}

function isLabModule(name: string): boolean {
  return LAB_CODE.pattern.test(name.replace(/\\/g, '/'));
}

/**
 * The Machine Lab's chunks with their sizes, and a check that no other page's chunks (the
 * landing page, the dashboards, every other route) carry any of its code. True when one does.
 */
function reportLab(stats: StatsCompilation, rows: readonly FileSize[]): boolean {
  const groups = Object.entries(stats.namedChunkGroups ?? {});
  const chunksById = new Map((stats.chunks ?? []).map((chunk) => [chunk.id, chunk]));
  const labChunkIds = new Set(
    groups.filter(([name]) => LAB_GROUPS.test(name)).flatMap(([, group]) => group.chunks ?? []),
  );
  const otherChunkIds = new Set(
    groups.filter(([name]) => !LAB_GROUPS.test(name)).flatMap(([, group]) => group.chunks ?? []),
  );
  const labOnly = [...labChunkIds].filter((id) => !otherChunkIds.has(id));
  const labOnlyFiles = new Set(labOnly.flatMap((id) => chunksById.get(id)?.files ?? []));
  const labRows = rows.filter((row) => labOnlyFiles.has(row.file));
  console.log(`\nMachine Lab (/lab): chunks only the lab loads:`);
  for (const row of labRows) {
    console.log(`  ${`${row.file} (${row.chunk})`.padEnd(64)} ${kib(row.gzip).padStart(10)}`);
  }
  const labTotal = labRows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  ${'total'.padEnd(64)} ${kib(labTotal).padStart(10)}  (${labTotal} B gzip -9)`);

  console.log('\nMachine Lab code in the chunks of every other page:');
  let found = false;
  for (const [name, group] of groups.filter(([groupName]) => !LAB_GROUPS.test(groupName))) {
    const hits = (group.chunks ?? [])
      .flatMap((id) => moduleNames(chunksById.get(id)?.modules))
      .filter(isLabModule);
    if (hits.length === 0) continue;
    found = true;
    console.log(`  ${name.padEnd(30)} FOUND (${hits.length} modules, e.g. ${hits[0]})`);
  }
  if (!found) console.log(`  none (${groups.length} chunk groups checked)`);
  return found;
}

main();
