// A checkout's releases are signed with its own keys, whatever its build cache holds (docs/decisions/0010): builds
// sign nothing, and the release step signs a release's server code for its remote and its id. So a build another
// checkout or pipeline made, restored from a shared Nx cache with that one's signature in it, becomes a live release
// drawn on the server here. This file's site stands for a second checkout: keys of its own, not those of `.keys/`.
import { createHash, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LiveReleases, serverCodeSignedText, UNRELEASED_BUILD } from '@site/contracts/releases';
import { publishRelease } from '../../scripts/releases/publish.mjs';
import { switchRelease } from '../../scripts/releases/release-api.mjs';
import { releaseIdOf, writeRelease } from '../../scripts/releases/release-files.mjs';
import { releaseCurrentBuilds } from '../../scripts/releases/start-releases.mjs';
import { expect, test } from '../src/fixtures';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BUILD = path.join(ROOT, 'mf-integrated-site', 'dist');

/** A checkout's keys: the private key as a release pipeline holds it, the public one as the API and the shell take it. */
function checkoutKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pub = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    privateKey,
    publicKey,
    env: {
      REMOTE_SIGNING_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      MAIN_REMOTE_KEY: pub,
      INTEGRATED_REMOTE_KEY: pub,
      ADMIN_REMOTE_KEY: pub,
    },
  };
}
const SECOND = checkoutKeys();

test.use({ siteGroup: 'second-checkout', siteEnv: SECOND.env });

/** A copy of the integrated build holding a signature made by another checkout's key, as the old builds wrote it. */
async function buildFromAnotherCache(note: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cached-build-'));
  await cp(BUILD, dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `${await readFile(path.join(dir, 'index.html'), 'utf8')}<!-- ${note} -->`);
  const code = await readFile(path.join(dir, 'server', 'routes.cjs'));
  await writeFile(path.join(dir, 'server', 'routes.cjs.sig'), sign(null, code, generateKeyPairSync('ed25519').privateKey).toString('base64'));
  return dir;
}

/** Whether the release folder's server code is signed by `key` as release `release` of `remote`. */
async function signedAs(folder: string, key: KeyObject, remote: 'main' | 'integrated', release: string) {
  const code = await readFile(path.join(folder, 'server', 'routes.cjs'));
  const signature = Buffer.from((await readFile(path.join(folder, 'server', 'routes.cjs.sig'), 'utf8')).trim(), 'base64');
  return verify(null, Buffer.from(serverCodeSignedText(remote, release, createHash('sha256').update(code).digest('hex'))), key, signature);
}

test.describe('release signing', () => {
  test('the release step signs a cached build with the keys of the checkout releasing it, for its remote and its id', async () => {
    const first = checkoutKeys();
    const dist = await buildFromAnotherCache('signing');
    const dirs = [dist, await mkdtemp(path.join(tmpdir(), 'releases-second-')), await mkdtemp(path.join(tmpdir(), 'releases-first-'))];
    try {
      const made = await writeRelease('integrated', { dist, env: { ...process.env, RELEASES_DIR: dirs[1], ...SECOND.env } });
      const again = await writeRelease('integrated', { dist, env: { ...process.env, RELEASES_DIR: dirs[2], ...first.env } });
      // One build, one id, whoever releases it and whatever signature the cache left in it.
      expect(again.id).toBe(made.id);
      await rm(path.join(dist, 'server', 'routes.cjs.sig'));
      expect(releaseIdOf(dist)).toBe(made.id);

      expect(await signedAs(made.folder, SECOND.publicKey, 'integrated', made.id)).toBe(true);
      expect(await signedAs(again.folder, first.publicKey, 'integrated', made.id)).toBe(true);
      // Not by the other checkout's key, and for no other release or remote.
      expect(await signedAs(made.folder, first.publicKey, 'integrated', made.id)).toBe(false);
      expect(await signedAs(made.folder, SECOND.publicKey, 'integrated', 'ffffffffffff')).toBe(false);
      expect(await signedAs(made.folder, SECOND.publicKey, 'integrated', UNRELEASED_BUILD)).toBe(false);
      expect(await signedAs(made.folder, SECOND.publicKey, 'main', made.id)).toBe(false);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  test("npm start's releases go live and are drawn on the server with this checkout's keys, whatever the build cache signed", async ({ site }) => {
    test.setTimeout(180_000);
    const env = { ...process.env, API_URL: site.apiUrl, RELEASES_DIR: site.releasesDir, ...SECOND.env };
    const drawn = async (address: string) => {
      const remote = address.startsWith('/main/') ? 'main' : 'integrated';
      const html = await (await fetch(`${site.url}${address}`)).text();
      return {
        onServer: /<h2[^>]*>We Provide Service For You<\/h2>/.test(html),
        release: new RegExp(`<meta name="release:${remote}" content="([0-9a-f]{12})">`).exec(html)?.[1] ?? null,
      };
    };
    // Before any release: each remote's current build, signed as this checkout's when the site started.
    expect(await drawn('/main/home')).toEqual({ onServer: true, release: null });
    expect(await drawn('/integrat/home')).toEqual({ onServer: true, release: null });

    // What `npm start` does: every remote's current build becomes a release and goes live.
    await releaseCurrentBuilds(site.apiUrl, env, () => undefined);
    const live = (await (await fetch(`${site.apiUrl}/releases/live`)).json()) as LiveReleases;
    for (const remote of ['main', 'integrated', 'admin'] as const) expect(live[remote].live).toMatch(/^[0-9a-f]{12}$/);
    await expect.poll(() => drawn('/main/home'), { timeout: 15_000 }).toEqual({ onServer: true, release: live.main.live });
    await expect.poll(() => drawn('/integrat/home'), { timeout: 15_000 }).toEqual({ onServer: true, release: live.integrated.live });

    // A build restored from another checkout's cache, its signature in it: released and promoted here, drawn on the server.
    const dist = await buildFromAnotherCache('from another cache');
    try {
      const { id } = await publishRelease('integrated', site.apiUrl, env, { dist });
      await switchRelease(site.apiUrl, 'integrated', { action: 'promote', id }, env);
      await expect.poll(() => drawn('/integrat/home'), { timeout: 15_000 }).toEqual({ onServer: true, release: id });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
