// A remote's releases on disk (docs/releases.md): `<remote package>/releases/<id>/` holds a copy of one build, never
// changed after it is written, with `release.json` (what it was built against) and its signature beside it, and its
// server code signed for this remote and this release (`server/routes.cjs.sig`): a release is signed when it is
// made, with the key of the checkout or pipeline making it, never by the build it copies (decision 0010).
// `releases/index.json` lists the releases the API keeps; the remote's static server serves only those.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../ferretdb.mjs';
import { signatureOf, signingKey, signServerCode } from '../remote-signing.mjs';
import { startupJsOf } from '../rspack/startup-js.mjs';

export const REMOTE_PACKAGES = { main: 'mf-main-site', integrated: 'mf-integrated-site', admin: 'mf-admin' };
/**
 * A release's files leave out source maps (never served), its own record and its server code's signature: those are
 * the release's, written when it is made (a build from an older cache may hold a signature by another key).
 */
const LEFT_OUT = /(\.map|^release\.json(\.sig)?|^routes\.cjs\.sig)$/;

/** Where a remote's releases are written: `<remote package>/releases`, or `$RELEASES_DIR/<remote>` (tests). */
export const releasesDir = (remote, env = process.env) =>
  env.RELEASES_DIR ? path.join(env.RELEASES_DIR, remote) : path.join(ROOT, REMOTE_PACKAGES[remote], 'releases');
export const buildDir = (remote) => path.join(ROOT, REMOTE_PACKAGES[remote], 'dist');

/** The release's files, relative to `dir`, sorted. */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesOf(dir, path.posix.join(prefix, e.name)) : [path.posix.join(prefix, e.name)]))
    .filter((f) => !LEFT_OUT.test(path.posix.basename(f)))
    .sort();
}

/** The id of a build: the first 12 hex digits of the SHA-256 of its files' names and bytes. */
export function releaseIdOf(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The package.json a package's `name` resolves to from `dir`, as Node finds packages (exports maps aside). */
function packageJsonOf(name, dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (at === path.dirname(at)) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/** The versions of the shared singletons the remote's build used, as their package.json files say. */
export async function builtAgainstOf(remote) {
  const { RECORDED_SINGLETONS, REMOTE_CONTRACT_VERSION } = await import('@site/contracts/releases');
  const dir = path.join(ROOT, REMOTE_PACKAGES[remote]);
  return { contract: REMOTE_CONTRACT_VERSION, singletons: Object.fromEntries(RECORDED_SINGLETONS.map((name) => [name, packageJsonOf(name, dir).version])) };
}

/**
 * Copies the remote's build (`dist`, its current one by default) to `releases/<id>/` with its signed record, unless
 * that release is there already. Written under a temporary name and renamed, so a folder is whole or absent.
 */
export async function writeRelease(remote, { dist = buildDir(remote), builtAgainst, now = new Date(), env = process.env } = {}) {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build of ${REMOTE_PACKAGES[remote]}: build it first`);
  const id = releaseIdOf(dist);
  const folder = path.join(releasesDir(remote, env), id);
  if (existsSync(path.join(folder, 'release.json')))
    return { id, record: JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')), folder, made: false };
  const record = {
    remote,
    id,
    createdAt: now.toISOString(),
    builtAgainst: builtAgainst ?? (await builtAgainstOf(remote)),
    startupJs: await startupJsOf(dist),
  };
  const temporary = path.join(releasesDir(remote, env), `.tmp-${id}-${process.pid}`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const file of filesOf(dist)) cpSync(path.join(dist, file), path.join(temporary, file), { recursive: true });
  const bytes = Buffer.from(`${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(path.join(temporary, 'release.json'), bytes);
  writeFileSync(path.join(temporary, 'release.json.sig'), signatureOf(bytes, signingKey(remote, env)));
  await signServerCode(remote, id, temporary, env);
  rmSync(folder, { recursive: true, force: true });
  renameSync(temporary, folder);
  return { id, record, folder, made: true };
}

/** The releases `releases/index.json` lists (served by the remote's static server). */
export function listedReleases(remote, env = process.env) {
  try {
    return JSON.parse(readFileSync(path.join(releasesDir(remote, env), 'index.json'), 'utf8')).releases;
  } catch {
    return [];
  }
}

/**
 * Makes `releases/index.json` the list the API keeps, and deletes the folders of releases it no longer keeps
 * (and leftovers of an interrupted copy).
 */
export function keepOnly(remote, ids, env = process.env) {
  const dir = releasesDir(remote, env);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify({ releases: ids }, null, 2)}\n`);
  for (const entry of readdirSync(dir)) {
    if (entry === 'index.json' || ids.includes(entry)) continue;
    if (statSync(path.join(dir, entry)).isDirectory()) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}
