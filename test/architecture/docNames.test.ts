/**
 * Every code name the docs cite in backticks exists (docs/architecture.md#tests), so a rename
 * that leaves a doc behind fails here, naming the doc, the line and the name.
 *
 * What counts as a code name is decided by its shape:
 * - an npm script: `npm run <script>`, `npm start`, `npm test` (and the `NAME=…` variables set
 *   before it), which package.json must declare;
 * - a path into the repository: from the root when it starts with one of its folders
 *   (`src/server/money/moves.ts`, `test/server/`), else below any folder of src/ or test/
 *   (`routes/dashboard/worker/withdrawals.tsx`, `layouts/dashboard/`, `clientPages.ts`). It is a
 *   path when it ends with `/` or a file extension of code or docs; `<feature>` stands for a part
 *   of one folder or file name, `…` for anything. A generated file (`preload-manifest.json`)
 *   passes when the code that writes it names it;
 * - an identifier in camelCase (`returnSlotToTask`), in PascalCase of two words or more
 *   (`AuthProvider`), in CONSTANT_CASE (`DASHBOARD_SCREENS`, `DATABASE_URL`), or a member chain
 *   (`config.access`), which must be a word of src/ (a chain: each of its parts). So must an
 *   environment variable written `$NAME`, `NAME=…` or `NAME*` (a prefix).
 * Everything else is not: URLs and HTTP paths, texts on screens, SQL, snake_case (the names of
 * tables, columns, wire fields and other software's settings), single words, numbers, shell
 * lines other than npm's, and fenced blocks (diagrams, examples).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The repository's own folders: a path starting with one is read from the root. */
const ROOT_FOLDERS = ['src', 'test', 'docs', 'public', '.ci'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
const DOCS_OR_DATA_FILE = /\.(json|md|sql)$/;

/** Names the docs cite that belong to other software, which our code does not spell. */
const OTHER_SOFTWARE = new Set([
  // Google's SDKs find the service account through it (docs/deployment.md).
  'GOOGLE_APPLICATION_CREDENTIALS',
]);

type Kind = 'npm script' | 'path' | 'identifier' | 'environment variable';

interface CodeName {
  kind: Kind;
  name: string;
}

const IDENTIFIER_SHAPES = [
  /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/, // camelCase
  /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/, // PascalCase of two words or more
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_CASE
];

/** `$NAME`, `NAME=…` and `NAME*`: an environment variable, however it is spelled around. */
const ENVIRONMENT_VARIABLE = /\$([A-Z][A-Z0-9_]*)|\b([A-Z][A-Z0-9]*_[A-Z0-9_]*)(=|\*)/g;

/** A name, or a member chain of names, that no other name or path character touches. */
const NAME_OR_CHAIN = /(?<![\w$./-])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?![\w$./-])/g;

function isPath(span: string): boolean {
  if (!/^[\w.<>…/-]+$/.test(span) || /^[./]/.test(span)) return false;
  if (ROOT_FOLDERS.some((folder) => span === folder || span.startsWith(`${folder}/`))) return true;
  return span.endsWith('/') || CODE_FILE.test(span) || DOCS_OR_DATA_FILE.test(span);
}

function environmentVariablesIn(span: string): CodeName[] {
  return [...span.matchAll(ENVIRONMENT_VARIABLE)].map((match) => ({
    kind: 'environment variable',
    name: (match[1] ?? match[2] ?? '') + (match[3] === '*' ? '*' : ''),
  }));
}

/** The code names one backtick span cites, by the rules at the top of this file. */
function codeNamesIn(span: string): CodeName[] {
  if (/\bnpm\b/.test(span)) {
    const scripts = [...span.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)];
    return [
      ...environmentVariablesIn(span),
      ...scripts.map((match): CodeName => ({
        kind: 'npm script',
        name: match[1] ?? match[2] ?? '',
      })),
    ];
  }
  if (isPath(span)) return [{ kind: 'path', name: span }];
  const identifiers = span
    .replace(ENVIRONMENT_VARIABLE, ' ')
    .match(NAME_OR_CHAIN)
    ?.filter((name) => name.includes('.') || IDENTIFIER_SHAPES.some((shape) => shape.test(name)));
  return [
    ...environmentVariablesIn(span),
    ...(identifiers ?? []).map((name): CodeName => ({ kind: 'identifier', name })),
  ];
}

/** Every file and folder of the repository's own folders, relative to the root. */
const entries = ROOT_FOLDERS.flatMap((folder) =>
  fs.readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true }).map((entry) => {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    return entry.isDirectory() ? `${file}/` : file;
  }),
).concat(
  ROOT_FOLDERS.map((folder) => `${folder}/`),
  fs.readdirSync(ROOT),
);

const sourceText = entries
  .filter((entry) => entry.startsWith('src/') && /\.(ts|tsx|js|json|sql|css|html)$/.test(entry))
  .map(read)
  .join('\n');
const sourceWords = new Set(sourceText.match(/[A-Za-z_$][\w$]*/g));
const packageScripts = Object.keys(
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
);

function pathExists(cited: string): boolean {
  const pattern = cited
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/<[^>]+>/g, '[^/]+')
    .replaceAll('…', '.*');
  const fromRoot = ROOT_FOLDERS.some((folder) => cited.startsWith(`${folder}/`));
  // A folder may be cited with or without its final slash.
  const found = new RegExp(
    `${fromRoot ? '^' : '(^|/)'}${pattern}${cited.endsWith('/') ? '' : '/?'}$`,
  );
  if (entries.some((entry) => found.test(entry))) return true;
  // A generated file is not in the repository; the code that writes it names it.
  return !CODE_FILE.test(cited) && sourceText.includes(path.basename(cited));
}

function exists({ kind, name }: CodeName): boolean {
  if (OTHER_SOFTWARE.has(name)) return true;
  if (kind === 'npm script') return packageScripts.includes(name);
  if (kind === 'path') return pathExists(name);
  if (name.endsWith('*')) {
    const prefix = name.slice(0, -1);
    return [...sourceWords].some((word) => word.startsWith(prefix));
  }
  return name.split('.').every((part) => sourceWords.has(part));
}

const WHERE: Record<Kind, string> = {
  'npm script': 'is no script of package.json',
  path: 'is no file or folder of the repository',
  identifier: 'is in no file of src/',
  'environment variable': 'is in no file of src/',
};

/** The code names a doc cites that do not exist, as `doc:line: name (kind) …`. */
function missingNamesIn(doc: string): string[] {
  // Fenced blocks (diagrams, examples) are blanked; their lines still count.
  const text = read(doc).replace(/^ *```[^]*?^ *```/gm, (block) => block.replace(/[^\n]/g, ' '));
  return [...text.matchAll(/(`+)([^`]+?)\1(?!`)/g)].flatMap((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return codeNamesIn((match[2] ?? '').trim())
      .filter((cited) => !exists(cited))
      .map(({ kind, name }) => `${doc}:${line}: ${name} (${kind}) ${WHERE[kind]}`);
  });
}

const docs = [
  'README.md',
  ...['docs', 'docs/machines'].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `${folder}/${file}`),
  ),
];

test.each(docs)('%s cites only code names that exist in the repository', (doc) => {
  expect(missingNamesIn(doc)).toEqual([]);
});

test.each<[string, CodeName[]]>([
  ['returnSlotToTask', [{ kind: 'identifier', name: 'returnSlotToTask' }]],
  ["useCurrentUser('loaded')", [{ kind: 'identifier', name: 'useCurrentUser' }]],
  ['config.access', [{ kind: 'identifier', name: 'config.access' }]],
  [
    'sendAppeal (appealRejection)',
    [
      { kind: 'identifier', name: 'sendAppeal' },
      { kind: 'identifier', name: 'appealRejection' },
    ],
  ],
  ['src/server/money/moves.ts', [{ kind: 'path', name: 'src/server/money/moves.ts' }]],
  ['layouts/dashboard/', [{ kind: 'path', name: 'layouts/dashboard/' }]],
  ['STRIPE_*', [{ kind: 'environment variable', name: 'STRIPE_*' }]],
  ['MACHINE_LAB=true', [{ kind: 'environment variable', name: 'MACHINE_LAB' }]],
  [
    'LIGHTHOUSE_RUNS=1 npm run perf:dashboards -- --runs 2',
    [
      { kind: 'environment variable', name: 'LIGHTHOUSE_RUNS' },
      { kind: 'npm script', name: 'perf:dashboards' },
    ],
  ],
  ['npm start', [{ kind: 'npm script', name: 'start' }]],
  ['GET /api/tasks?page=…', []],
  ['/dashboard/tasks/details/:id', []],
  ['__Host-coinwork_page', []],
  ['user_stats', []],
  ['proxy_read_timeout 1h', []],
  ['SELECT … FOR UPDATE SKIP LOCKED', []],
  ['Welcome - Coinwork', []],
  ['{ "message": "…" }', []],
  ['MM/YY', []],
  ['xstate/graph', []],
  ['pending', []],
])('`%s` is read as the code names %j', (span, names) => {
  expect(codeNamesIn(span)).toEqual(names);
});
