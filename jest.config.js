/**
 * One jest run, six projects: the shared contract, the architecture's rules, the API server
 * (real PGlite and the Auth Emulator), the web client (jsdom), the browser journeys (the real
 * product in Chromium), and the cluster (server instances behind HAProxy on PostgreSQL).
 * `npm test` selects the first four, `npm run test:e2e` the journeys, `npm run test:cluster`
 * the cluster on its own (it needs the machine to itself); `npm run test:all` runs the five
 * others, then the cluster.
 */
/** @type {import('jest').Config['transform']} */
const transform = { '\\.[cm]?[jt]sx?$': 'babel-jest' };

/** @type {import('jest').Config} */
const config = {
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  projects: [
    {
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/contract'],
      transform,
    },
    {
      displayName: 'architecture',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/architecture'],
      testPathIgnorePatterns: ['/fixtures/'],
      transform,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      transform,
      // light-my-request and @fastify/swagger-ui need packages published as ES modules only.
      transformIgnorePatterns: [
        '^(?!.*/node_modules/(cookie|content-disposition)/).*/node_modules/',
      ],
      globalSetup: '<rootDir>/test/server/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/server/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/server/support/setup.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      // test/machine-paths: committed machine paths, replayed against the client's machines.
      roots: ['<rootDir>/test/app', '<rootDir>/test/machine-paths'],
      transform,
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/app/support/setup.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/test/app/support/styleStub.js',
        '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/test/app/support/fileStub.js',
      },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      transform,
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
      // A per-project testTimeout is not honoured by jest; the setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
    },
    {
      // `npm run test:cluster` only: it starts PostgreSQL, HAProxy and two server instances.
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/cluster'],
      transform,
    },
  ],
};

module.exports = config;
