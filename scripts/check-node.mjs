// Run before `npm test` and `npm start`: every npm script must run on the project's Node 24, which `npm install`
// links as node_modules/.bin/node (docs/decisions/0009). On npm 12 that link is made only when package.json
// `allowScripts` lets the `node` package run its preinstall; without it, scripts silently fall back to the
// machine's Node, so this check says so instead of letting a later step fail in a stranger way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;

/** Why this Node will not do, or null when it will. */
export function nodeProblem(version = process.versions.node, root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  if (Number(version.split('.')[0]) === REQUIRED_MAJOR) return null;
  const linked = existsSync(path.join(root, 'node_modules', '.bin', 'node'));
  return [
    `npm scripts are running on Node ${version}; this project runs on Node ${REQUIRED_MAJOR}.`,
    linked
      ? 'node_modules/.bin/node exists but is not first on the PATH: run the command through npm (npm test, npm start, npm run ...), not directly.'
      : 'node_modules/.bin/node is missing: the `node` package\'s install script did not run (npm 12 runs only the install scripts that package.json "allowScripts" allows, and `--ignore-scripts` runs none). Keep "node": true in "allowScripts" and run `npm install` again from the project root.',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
