// Remote releases (docs/releases.md): a team makes releases of the integrated site, promotes one, rolls it back,
// tries one on half of the visitors, and the shell refuses a release that does not fit or does not draw. The
// release commands run as a team runs them, against this site's API, signing with the local team keys.
import { execFile } from 'node:child_process';
import { access, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishRelease } from '../../scripts/releases/publish.mjs';
import { releaseCurrentBuilds } from '../../scripts/releases/start-releases.mjs';
import { expect, PHONE, test, type TestSite } from '../src/fixtures';
import { screenshot } from '../src/harness';

// A site of its own: these journeys move the integrated site's live release.
test.use({ siteGroup: 'releases' });
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BUILD = path.join(ROOT, 'mf-integrated-site', 'dist');
/** A switch shows on pages drawn more than this long after it. */
const SWITCH_SHOWS_MS = 5_000;

const envOf = (site: TestSite) => ({ ...process.env, API_URL: site.apiUrl, RELEASES_DIR: site.releasesDir });

/** `npm run release:<command> -- integrated ...args`, as a team runs it. */
async function releaseCommand(site: TestSite, command: 'make' | 'promote' | 'rollback' | 'list' | 'remove', ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), command, 'integrated', ...args], {
      env: envOf(site),
    });
    return { ok: true, out: stdout, error: '' };
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    return { ok: false, out: stdout, error: stderr };
  }
}

/**
 * A release made from a copy of the integrated site's build, changed by `change` (another build, as a team's
 * next commit gives), published as `npm run release` does.
 */
async function releaseOf(site: TestSite, change: (dir: string) => Promise<void>, builtAgainst?: object): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'release-build-'));
  try {
    await cp(BUILD, dir, { recursive: true });
    await change(dir);
    const { id } = await publishRelease('integrated', site.apiUrl, envOf(site), { dist: dir, builtAgainst });
    return id;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Another build: the remote's standalone page carries a note, so its files differ. */
const withNote = (note: string) => async (dir: string) =>
  writeFile(path.join(dir, 'index.html'), `${await readFile(path.join(dir, 'index.html'), 'utf8')}<!-- ${note} -->`);

/** The release of the integrated site a server-drawn page names. */
async function releaseOnPage(site: TestSite, cookie = '') {
  const html = await (await fetch(`${site.url}/integrat/home`, { headers: cookie ? { cookie } : {} })).text();
  return /<meta name="release:integrated" content="([0-9a-f]{12})">/.exec(html)?.[1] ?? null;
}

test.describe('remote releases', () => {
  let first = '';
  let second = '';

  test('two releases are made, the second promoted and rolled back; pages name the live one on the server and in the browser', async ({ site, newPage }) => {
    first = await releaseOf(site, withNote('first'));
    second = await releaseOf(site, withNote('second'));
    expect(first).not.toEqual(second);

    // Made, not live: pages are drawn as before.
    expect(await releaseOnPage(site)).toBeNull();
    const listed = await releaseCommand(site, 'list');
    expect(listed.ok).toBe(true);
    const list = JSON.parse(listed.out) as Array<{
      id: string;
      live: boolean;
      accepted: boolean;
      reason?: string;
      builtAgainst: { singletons: Record<string, string> };
      startupJs?: number;
    }>;
    expect(list.map((r) => [r.id, r.live, r.accepted, r.reason])).toEqual([
      [second, false, true, undefined],
      [first, false, true, undefined],
    ]);
    expect(list[0]!.builtAgainst.singletons['@site/shared-ui']).toMatch(/^\d+\.\d+\.\d+/);
    // Each record shows its pages' JavaScript before they respond, within the integrated site's share (14 KB).
    for (const { startupJs } of list) {
      expect(startupJs).toBeGreaterThan(4 * 1024);
      expect(startupJs).toBeLessThanOrEqual(14 * 1024);
    }

    expect((await releaseCommand(site, 'promote', first)).ok).toBe(true);
    await expect.poll(() => releaseOnPage(site), { timeout: 15_000 }).toBe(first);
    // Kept: the page is sent from memory, drawn with the live release.
    await expect.poll(async () => (await fetch(`${site.url}/integrat/home`)).headers.get('x-cache'), { timeout: 15_000 }).toBe('HIT');
    // The switch reaches the kept page by itself (the shell reads the live releases every 250 ms while busy).
    expect((await releaseCommand(site, 'promote', second)).ok).toBe(true);
    const switched = Date.now();
    await expect.poll(() => releaseOnPage(site), { timeout: 15_000 }).toBe(second);
    console.log(`A release switch reached the kept page in ${Date.now() - switched} ms.`);

    // The browser hydrates with the release the server drew with: its code comes from that release's folder.
    const page = await newPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
    await page.goto(`${site.url}/integrat/home`);
    await expect(page.locator('meta[name="release:integrated"]')).toHaveAttribute('content', second);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    expect(scripts.some((url) => url.includes(`/releases/${second}/remoteEntry.js`))).toBe(true);
    expect(scripts.filter((url) => new URL(url).port === String(site.ports.integrated)).every((url) => url.includes(`/releases/${second}/`))).toBe(true);
    await screenshot(page, 'release-integrated-home-phone');

    const rolledBack = await releaseCommand(site, 'rollback');
    expect(rolledBack.ok).toBe(true);
    expect(JSON.parse(rolledBack.out)).toMatchObject({ live: first });
    await new Promise((r) => setTimeout(r, SWITCH_SHOWS_MS));
    expect(await releaseOnPage(site)).toBe(first);
  });

  test('the shell refuses at promotion a release built against another major version of shared-ui, and one whose pages throw', async ({ site }) => {
    const list = JSON.parse((await releaseCommand(site, 'list')).out) as Array<{ builtAgainst: { contract: number; singletons: Record<string, string> } }>;
    const { builtAgainst } = list[0]!;
    const otherMajor = await releaseOf(site, withNote('shared-ui 2'), {
      ...builtAgainst,
      singletons: { ...builtAgainst.singletons, '@site/shared-ui': '2.0.0' },
    });
    const refused = await releaseCommand(site, 'promote', otherMajor);
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('@site/shared-ui 2.0.0');

    // Its server code (signed by the team all the same, when released) throws while drawing.
    const throwing = await releaseOf(site, async (dir) => {
      const file = path.join(dir, 'server', 'routes.cjs');
      // The bundle's exports are getters: a new exports object replaces its routes.
      const code = `${await readFile(file, 'utf8')}\nmodule.exports = { ...module.exports, default: function BrokenRoutes() { throw new Error('This release is broken'); } };\n`;
      await writeFile(file, code);
      await writeFile(path.join(dir, 'index.html'), 'broken');
    });
    const broken = await releaseCommand(site, 'promote', throwing);
    expect(broken.ok).toBe(false);
    expect(broken.error).toMatch(/refuses/i);
    expect(broken.error).toContain('This release is broken');

    // Neither went live; the list says why the shell refuses them.
    const after = JSON.parse((await releaseCommand(site, 'list')).out) as Array<{ id: string; live: boolean; accepted: boolean; reason?: string }>;
    expect(after.find((r) => r.live)?.id).toBe(first);
    expect(after.find((r) => r.id === otherMajor)).toMatchObject({ accepted: false, reason: expect.stringContaining('@site/shared-ui 2.0.0') });
    expect(await releaseOnPage(site)).toBe(first);
  });

  test('a release whose contact page alone throws is refused; npm run release:remove deletes refused releases, never the live one', async ({ site }) => {
    const contactThrows = await releaseOf(site, async (dir) => {
      const file = path.join(dir, 'server', 'routes.cjs');
      const code = `${await readFile(file, 'utf8')}
const Routes = module.exports.default;
module.exports = { ...module.exports, default: function ContactBroken() {
  if (require('@site/shared-ui').useLocation().pathname.toLowerCase().endsWith('/integrat/contact')) throw new Error('The contact page is broken');
  return require('react').createElement(Routes);
} };
`;
      await writeFile(file, code);
      await writeFile(path.join(dir, 'index.html'), 'contact broken');
    });
    const refused = await releaseCommand(site, 'promote', contactThrows);
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('its pages threw while drawing /integrat/contact: The contact page is broken');

    const folder = path.join(site.releasesDir, 'integrated', contactThrows);
    await access(folder);
    expect((await releaseCommand(site, 'remove', contactThrows)).ok).toBe(true);
    await expect(access(folder)).rejects.toThrow();
    // Removed already (from the Releases screen, say): the command still succeeds, and only tidies the folders.
    expect((await releaseCommand(site, 'remove', contactThrows)).ok).toBe(true);
    const index = JSON.parse(await readFile(path.join(site.releasesDir, 'integrated', 'index.json'), 'utf8')) as { releases: string[] };
    expect(index.releases).not.toContain(contactThrows);
    const list = JSON.parse((await releaseCommand(site, 'list')).out) as Array<{ id: string; live: boolean }>;
    expect(list.map((r) => r.id)).not.toContain(contactThrows);

    const live = list.find((r) => r.live)!.id;
    const kept = await releaseCommand(site, 'remove', live);
    expect(kept.ok).toBe(false);
    expect(kept.error).toContain(`Release ${live} is live of integrated, so it cannot be removed`);
    await access(path.join(site.releasesDir, 'integrated', live));
  });

  test('a 50 % canary reaches two visitors differently, each staying on their own side', async ({ site }) => {
    expect((await releaseCommand(site, 'promote', second, '--canary', '50')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, SWITCH_SHOWS_MS));
    // A new visitor is given a side, kept in a cookie.
    const res = await fetch(`${site.url}/integrat/home`);
    expect(res.headers.get('set-cookie')).toMatch(/release_bucket=\d{1,2};/);
    const low = 'release_bucket=10';
    const high = 'release_bucket=90';
    for (let i = 0; i < 3; i++) {
      expect(await releaseOnPage(site, low)).toBe(second);
      expect(await releaseOnPage(site, high)).toBe(first);
    }
    // Promoting the canary makes it live for everyone.
    expect((await releaseCommand(site, 'promote', second)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, SWITCH_SHOWS_MS));
    expect(await releaseOnPage(site, high)).toBe(second);
  });

  test("a page opened before a switch keeps working, and the old release's lazy files are still served", async ({ site, newPage }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/integrat/home`);
    await expect(page.locator('meta[name="release:integrated"]')).toHaveAttribute('content', second);
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(r.url()));
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));

    expect((await releaseCommand(site, 'rollback')).ok).toBe(true);
    await new Promise((r) => setTimeout(r, SWITCH_SHOWS_MS));
    expect(await releaseOnPage(site)).toBe(first);

    // In the open page, another page of the integrated site, drawn by the release the page started with.
    await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
    await page.waitForURL('**/integrat/clients');
    await expect(page.getByRole('heading', { name: 'Organisations That Trust Us' })).toBeVisible();
    expect(scripts.filter((url) => new URL(url).port === String(site.ports.integrated) && !url.includes(`/releases/${second}/`))).toEqual([]);
    expect(failed).toEqual([]);

    // Every lazy file of that release (its words in Hindi and Marathi, Lingui, ...) still answers, cacheable for good.
    const base = `http://localhost:${site.ports.integrated}/releases/${second}/`;
    const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as { exposes: Array<{ assets: { js: { async: string[] } } }> };
    const lazy = manifest.exposes.flatMap((e) => e.assets.js.async);
    expect(lazy.length).toBeGreaterThan(2);
    for (const file of lazy) {
      const res = await fetch(`${base}${file}`);
      expect([file, res.status, res.headers.get('cache-control')]).toEqual([file, 200, 'public, max-age=31536000, immutable']);
    }
    // A release the API does not keep is not served.
    expect((await fetch(`http://localhost:${site.ports.integrated}/releases/0123456789ab/mf-manifest.json`)).status).toBe(404);
  });

  test("npm run release prints the new release id; npm start makes each remote's current build a release and live, once", async ({ site }) => {
    const made = await releaseCommand(site, 'make', '--no-build');
    expect(made.ok).toBe(true);
    const id = made.out.trim();
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    // Made, not live.
    const pointers = async () => (await (await fetch(`${site.apiUrl}/releases/live`)).json()) as Record<string, { live: string | null }>;
    expect((await pointers()).integrated!.live).not.toBe(id);

    // What `npm start` does after it built: the integrated build, released before, is left as the team left it;
    // the main site and the back office, never released, get their first release, live.
    await releaseCurrentBuilds(site.apiUrl, envOf(site), () => undefined);
    const after = await pointers();
    expect(after.integrated!.live).not.toBe(id);
    expect(after.main!.live).toMatch(/^[0-9a-f]{12}$/);
    expect(after.admin!.live).toMatch(/^[0-9a-f]{12}$/);
    await releaseCurrentBuilds(site.apiUrl, envOf(site), () => undefined);
    expect(await pointers()).toEqual(after);
  });
});
