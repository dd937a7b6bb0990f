// Component and logic tests: the frontends' one Jest setup.
import { frontendJestConfig } from '../scripts/jest/frontend.config.mjs';

export default frontendJestConfig();
