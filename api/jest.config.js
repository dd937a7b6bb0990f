// ESM Jest over SWC (Nest 12 is ESM-only); API tests run against a real FerretDB started in global setup.
export default {
  testEnvironment: 'node',
  // The contracts package loads from its TypeScript source.
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'source'] },
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          // The contracts' message catalogues are JSON modules, imported as such.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-once.js'],
  testTimeout: 30000,
};
