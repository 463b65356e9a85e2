// Lint for the whole repository: strict TypeScript, React and accessibility in the client,
// Testing Library in client tests, xstate in machines, and architecture boundaries.
import fs from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import xstate from 'eslint-plugin-xstate';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** No import climbs more than two levels: what is further away is reached by an alias. */
const climbing = {
  regex: '^(\\.\\./){3,}',
  message: 'Import through an alias (@contract, @app, @server, @tools, @test) instead of climbing.',
};

const FEATURES_DIR = './src/app/features';
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The composition root: what may import the routes and the layouts. */
const COMPOSITION_ROOT = [
  'routes',
  'layouts',
  'providers',
  'router.tsx',
  'dataRouter.tsx',
  'LandingApp.tsx',
  'App.tsx',
  'index.tsx',
  'prerender',
];
/** Features and shared code: every other entry of src/app. */
const composedByRoutes = fs
  .readdirSync('./src/app')
  .filter((entry) => !COMPOSITION_ROOT.includes(entry))
  .map((entry) => `./src/app/${entry}`);

/**
 * The layers' boundaries (docs/architecture.md#boundaries), after bulletproof-react: the
 * contract depends on nothing of ours, the client and the server never import each other,
 * a feature never imports another feature, and only the route layer and the layouts compose
 * screens, so features and shared code never import them.
 */
export const boundaryZones = [
  {
    target: './src/contract',
    from: ['./src/app', './src/server', './src/tools'],
    message: 'The contract is shared by the client and the server: it imports neither.',
  },
  {
    target: './src/app',
    from: ['./src/server', './src/tools'],
    message: 'The client never imports server code.',
  },
  {
    target: './src/server',
    from: ['./src/app'],
    // Two doors: a dashboard page rendered on the server, and the route table, which names each
    // URL's code to preload (docs/architecture.md#boundaries).
    except: ['./prerender/renderDashboard.tsx', './router.tsx'],
    message:
      'The server never imports client code, but for server rendering (src/app/prerender/renderDashboard.tsx) and the route table (src/app/router.tsx).',
  },
  ...features.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}`,
    from: FEATURES_DIR,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to shared code, or compose them in a route.',
  })),
  {
    target: composedByRoutes,
    from: ['./src/app/routes', './src/app/layouts'],
    message: 'Only the route table, the routes and the layouts compose screens.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'coverage',
      '.data',
      'src/server/db/migrations',
      'docs',
      // Forbidden on purpose: test/architecture lints them to prove the rules fire.
      'test/architecture/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to import-x (without this, no-cycle sees no TS at all).
      ...importX.flatConfigs.typescript.settings,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { patterns: [climbing] }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/tools/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The contract is shared: it may depend on nothing of the client or the server.
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            {
              group: ['react', 'fastify', 'drizzle-orm'],
              message: 'The contract is plain data and rules: no UI, server or database library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            {
              group: ['firebase-admin', 'fastify', 'drizzle-orm'],
              message: 'The client cannot import server code.',
            },
          ],
          paths: [
            {
              name: '@stripe/stripe-js',
              message:
                'Import @stripe/stripe-js/pure (it loads nothing until asked), and only on the payment screen.',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from app/store/hooks.',
            },
            {
              name: '@mui/icons-material',
              message: 'Import icons by path: @mui/icons-material/Name.',
            },
          ],
        },
      ],
      // Babel keeps `import { type X }` as a bare import (onlyRemoveTypeImports): say `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/schemas/*', '**/contract/schemas/*'],
              allowTypeImports: true,
              message:
                'Import the wire contract with `import type`: its schemas are TypeBox, which must never enter the client bundle (the landing page stays small).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/machines/**/*.ts', 'src/app/**/*Machine.ts'],
    plugins: { xstate },
    rules: {
      'xstate/no-infinite-loop': 'error',
      'xstate/no-imperative-action': 'error',
      'xstate/no-ondone-outside-compound-state': 'error',
      'xstate/no-invalid-state-props': 'error',
      'xstate/no-async-guard': 'error',
      'xstate/no-misplaced-on-transition': 'error',
      'xstate/no-invalid-transition-props': 'error',
      'xstate/no-auto-forward': 'error',
      'xstate/no-invalid-conditional-action': 'error',
      'xstate/event-names': ['error', 'macroCase'],
      'xstate/state-names': ['error', 'camelCase'],
    },
    settings: { xstate: { version: 5 } },
  },
  {
    files: ['test/app/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
