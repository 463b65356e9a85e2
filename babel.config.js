// Babel compiles the client for browsers and every TypeScript file under jest.
const path = require('node:path');

const { compilerOptions } = require('./tsconfig.json');

/**
 * tsconfig.json's path aliases (`@contract/*` → `./src/contract/*`) are declared there only:
 * Babel rewrites them for webpack and jest (global setup files included), tsx and the
 * linter read tsconfig.json themselves.
 */
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    alias.replace(/\/\*$/, ''),
    path.join(__dirname, target.replace(/\/\*$/, '')),
  ]),
);

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, modules: false, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
    plugins: [
      [
        'module-resolver',
        {
          alias: aliases,
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The plugin's defaults, plus the ES-module mock that the hydration test uses.
          transformFunctions: [
            'require',
            'require.resolve',
            'jest.mock',
            'jest.doMock',
            'jest.requireActual',
            'jest.unstable_mockModule',
          ],
        },
      ],
    ],
  };
};
