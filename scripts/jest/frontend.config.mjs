// The one Jest setup of the frontends' component and logic tests: jsdom, SWC, ESM; CSS and images stubbed.
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

export function frontendJestConfig() {
  return {
    testEnvironment: 'jsdom',
    // Workspace packages (the contracts) load from their TypeScript source.
    testEnvironmentOptions: { customExportConditions: ['browser', 'source'] },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(here, 'style-stub.mjs'),
      '\\.(svg|png|jpe?g|webp|woff2)$': path.join(here, 'file-stub.mjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [path.join(here, 'setup.mjs')],
    setupFilesAfterEnv: [path.join(here, 'dom-matchers.mjs')],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    // Above the 5 s that Testing Library waits for a screen to settle: on a loaded 2-core machine a screen test that
    // waits several times (address, server answer, re-render) ran past Jest's default 5 s once.
    testTimeout: 20_000,
  };
}
