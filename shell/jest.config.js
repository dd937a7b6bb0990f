// Component and server tests of the shell: the frontends' one Jest setup, plus the server's specs.
import { frontendJestConfig } from '../scripts/jest/frontend.config.mjs';

const config = frontendJestConfig();

export default { ...config, testMatch: [...config.testMatch, '<rootDir>/server/**/*.spec.ts', '<rootDir>/server/**/*.spec.tsx'] };
