// One Jest run, three projects: fast unit tests (no infrastructure), the web app's component
// tests (React in jsdom), and integration tests that talk to the real local Redis, NATS,
// FerretDB and S3 server.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@lumafolio/([^/]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@lumafolio/([^/]+)/([^/]+)$': '<rootDir>/libs/$1/src/$2.ts',
    // The web app's alias for web/src (web/tsconfig.json, web/vite.config.ts).
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  rootDir: '.',
};

export default {
  // Integration tests start real processes and wait on workers, on a CI machine that runs the
  // browser tests beside them; a test's own waits (up to 60 s) must end before jest stops it.
  // A project-level testTimeout is not honoured.
  testTimeout: 90000,
  testSequencer: '<rootDir>/scripts/jest-shared-stack-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,services,web}/**/*.spec.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,services}/**/*.int.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-retry-in-ci.ts', '<rootDir>/scripts/jest-shared-stack-setup.ts'],
      globalTeardown: '<rootDir>/scripts/jest-shared-stack-teardown.ts',
    },
  ],
};
