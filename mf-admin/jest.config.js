// Component and logic tests: the frontends' one Jest setup, with Node's fetch, Request and FormData in the jsdom
// window (jest-fixed-jsdom), so the API client runs for real against Mock Service Worker.
import { frontendJestConfig } from '../scripts/jest/frontend.config.mjs';

const base = frontendJestConfig();

export default {
  ...base,
  testEnvironment: 'jest-fixed-jsdom',
  setupFiles: [...base.setupFiles, '<rootDir>/src/testing/node-file.ts', '<rootDir>/src/testing/form-data.ts'],
};
