// Checks that every installed package (production and development, every workspace) runs on the Node versions the
// project promises in package.json `engines`: the first release of each major line it allows, and the running one.
// `node scripts/check-engines.mjs` lists those that do not and exits 1; the API's tests run the same check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { ROOT } from './ferretdb.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The package folders under a node_modules folder, nested ones included (scoped names are one level down). */
function* packagesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packagesUnder(full);
      continue;
    }
    if (existsSync(path.join(full, 'package.json'))) yield full;
    yield* packagesUnder(path.join(full, 'node_modules'));
  }
}

/**
 * The Node versions checked: the first release of each major line (20 to 26) that the promised range allows, and
 * the running one. A package that needs a later minor of a line than the promise shows up.
 */
export function promisedNodeVersions(root = ROOT) {
  const range = readJson(path.join(root, 'package.json')).engines.node;
  const firsts = [];
  for (let major = 20; major <= 26; major++) {
    const first = firstIn(range, major);
    if (first) firsts.push(first);
  }
  return { range, versions: [...new Set([...firsts, process.versions.node])] };
}

function firstIn(range, major) {
  for (let minor = 0; minor <= 40; minor++) {
    for (let patch = 0; patch <= 20; patch++) {
      const version = `${major}.${minor}.${patch}`;
      if (semver.satisfies(version, range)) return version;
    }
  }
  return null;
}

/** Installed packages whose engines.node excludes one of the promised versions, as "name@version needs range". */
export function unsupportedDependencies(root = ROOT) {
  const { versions } = promisedNodeVersions(root);
  const workspaces = readJson(path.join(root, 'package.json')).workspaces ?? [];
  const found = new Set();
  for (const dir of [root, ...workspaces.map((w) => path.join(root, w))]) {
    for (const pkg of packagesUnder(path.join(dir, 'node_modules'))) {
      const { name, version, engines } = readJson(path.join(pkg, 'package.json'));
      const needs = engines?.node;
      if (typeof needs !== 'string' || !semver.validRange(needs)) continue;
      if (versions.some((v) => !semver.satisfies(v, needs))) found.add(`${name}@${version} needs Node ${needs}`);
    }
  }
  return [...found].sort();
}

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

/**
 * Installed packages that would run code at install time (an install script, or a binding.gyp, which npm builds with
 * node-gyp when no install script is named): npm 12 runs it only for those package.json `allowScripts` allows.
 */
export function packagesWithInstallScripts(root = ROOT) {
  const workspaces = readJson(path.join(root, 'package.json')).workspaces ?? [];
  const found = new Set();
  for (const dir of [root, ...workspaces.map((w) => path.join(root, w))]) {
    for (const pkg of packagesUnder(path.join(dir, 'node_modules'))) {
      const { name, scripts = {} } = readJson(path.join(pkg, 'package.json'));
      if (INSTALL_SCRIPTS.some((s) => scripts[s]) || existsSync(path.join(pkg, 'binding.gyp'))) found.add(name);
    }
  }
  return [...found].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { range, versions } = promisedNodeVersions();
  const bad = unsupportedDependencies();
  if (bad.length) {
    console.error(`These packages do not run on every Node the project promises (${range}; checked ${versions.join(' and ')}):\n  ${bad.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Every installed package runs on Node ${range} (checked ${versions.join(' and ')}).`);
}
