// Issue "Composed site": landing, both site variants, each remote's code from its own origin, one store across
// remotes, and a remote that is down.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { holdAnswers, navigateInApp, screenshot, seriousAxeViolations } from '../src/harness';

// A site of its own: these journeys take remotes down, break them and write into a remote's build.
test.use({ siteGroup: 'composed-site' });

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The status of a GET of `address` sent as written (fetch would resolve its `%2e%2e` itself, as no attacker need). */
const statusOf = (port: number, address: string) =>
  new Promise<number>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: address }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .on('error', reject),
  );

/** The origins (ports) JavaScript was fetched from while `action` ran. */
async function scriptPorts(page: Page, action: () => Promise<unknown>) {
  const ports = new Set<number>();
  const listener = (req: Request) => {
    if (req.resourceType() === 'script') ports.add(Number(new URL(req.url()).port));
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return ports;
}

test.describe('composed site', () => {
  test('landing leads to both variants, each loaded from its own remote origin', async ({ page, site }) => {
    const landingPorts = await scriptPorts(page, async () => {
      await page.goto(site.url);
      await expect(page.getByRole('heading', { name: /Welcome to (Main|Integrated) Services/ })).toBeVisible();
    });
    // The landing is the shell's own: no remote is loaded for it.
    expect([...landingPorts]).toEqual([site.ports.shell]);
    const word = page.locator('.landing__word');
    const first = await word.innerText();
    expect(first).toMatch(/\S/);
    await expect(word).not.toHaveText(first);
    await screenshot(page, 'landing-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const mainPorts = await scriptPorts(page, async () => {
      await page.getByRole('link', { name: 'Main Service' }).click();
      await page.waitForURL('**/main/home');
      await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    });
    expect(mainPorts.has(site.ports.main)).toBe(true);
    expect(mainPorts.has(site.ports.integrated) || mainPorts.has(site.ports.admin)).toBe(false);
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    await expect(page.getByText('HOME', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'main-home-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(site.url);
    const integratedPorts = await scriptPorts(page, async () => {
      await page.getByRole('link', { name: 'Management Service' }).click();
      await page.waitForURL('**/integrat/home');
      await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    });
    expect(integratedPorts.has(site.ports.integrated)).toBe(true);
    expect(integratedPorts.has(site.ports.main) || integratedPorts.has(site.ports.admin)).toBe(false);
    await screenshot(page, 'integrated-home-desktop');

    const adminPorts = await scriptPorts(page, async () => {
      await page.goto(`${site.url}/admin/login`);
      await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    });
    expect(adminPorts.has(site.ports.admin)).toBe(true);
    expect(adminPorts.has(site.ports.main) || adminPorts.has(site.ports.integrated)).toBe(false);
  });

  test('a remote rebuilt while its server runs is served as it is now on disk', async ({ site }) => {
    // What a rebuild does: new hashed files appear and entry files change, under a server already running.
    const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../mf-main-site/dist');
    const chunk = path.join(dist, `rebuilt-${Date.now()}.js`);
    const manifest = await readFile(path.join(dist, 'mf-manifest.json'), 'utf8');
    await writeFile(chunk, 'export const rebuilt = true;\n');
    try {
      const res = await fetch(`http://localhost:${site.ports.main}/${path.basename(chunk)}`);
      expect([res.status, await res.text()]).toEqual([200, 'export const rebuilt = true;\n']);
      const entry = await fetch(`http://localhost:${site.ports.main}/mf-manifest.json`);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(await entry.text()).toBe(manifest);
    } finally {
      await rm(chunk, { force: true });
    }
  });

  test("server code its remote's team did not sign is never run: the page is then drawn in the browser", async ({ page, site }) => {
    const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../mf-main-site/dist/server/routes.cjs');
    const signed = await readFile(file);
    const marker = path.join(tmpdir(), `tampered-routes-${Date.now()}`);
    const drawnOnServer = async () => /<h2[^>]*>We Provide Service For You<\/h2>/.test(await (await fetch(`${site.url}/main/home`)).text());
    expect(await drawnOnServer()).toBe(true);
    // What someone who took over the remote's origin would serve: code that acts with the shell server's rights.
    await writeFile(file, `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n${signed}`);
    try {
      // The shell reads a changed file again within 2 s, and refuses it.
      await expect.poll(drawnOnServer, { timeout: 15_000 }).toBe(false);
      expect(existsSync(marker)).toBe(false);
      await page.goto(`${site.url}/main/home`);
      await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    } finally {
      await writeFile(file, signed);
    }
    await expect.poll(drawnOnServer, { timeout: 15_000 }).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  test('every page has a strict Content-Security-Policy: no inline script runs but the page loader by its hash, and no other site may frame it', async ({
    browser,
    site,
  }) => {
    const pages = [
      `${site.url}/main/home`,
      `${site.url}/admin/privacy`,
      `http://localhost:${site.ports.main}/main/home`,
      `http://localhost:${site.ports.admin}/admin/login`,
    ];
    for (const url of pages) {
      const res = await fetch(url);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, url).toMatch(/(^|; )script-src 'self' [^;]*$|(^|; )script-src 'self' [^;]*;/);
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
    }
    // A server-drawn page: its one inline script is allowed by its hash, the same in every answer (nothing made for
    // one answer), and a 304 carries the same policy as the body it confirms.
    const [first, second] = await Promise.all([fetch(`${site.url}/main/home`), fetch(`${site.url}/main/home`)]);
    const policyOf = (res: Response) => res.headers.get('content-security-policy')!;
    expect(policyOf(first)).not.toMatch(/'nonce-/);
    expect(policyOf(second)).toBe(policyOf(first));
    const body = await first.text();
    const inline = [...body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(policyOf(first)).toContain(hash);
    const again = await fetch(`${site.url}/main/home`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(policyOf(again)).toBe(policyOf(first));
    // In the browser, a script injected into the page does not run (a page of its own: the refusal is expected here).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/main/home`);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    const refusals: string[] = [];
    page.on('console', (m) => refusals.push(m.text()));
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.appendChild(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => refusals.some((r) => /Content Security Policy/.test(r))).toBe(true);
    await context.close();
  });

  test('source maps are never sent, and only files named by their content are cached for good', async ({ site }) => {
    const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../mf-main-site/dist');
    const map = (await readdir(dist)).find((f) => f.endsWith('.js.map'))!;
    expect(map).toBeTruthy();
    expect((await fetch(`http://localhost:${site.ports.main}/${map}`)).status).toBe(404);
    const chunk = map.replace(/\.map$/, '');
    const hashed = await fetch(`http://localhost:${site.ports.main}/${chunk}`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The bundle does not point at its map either.
    expect(await hashed.text()).not.toContain('sourceMappingURL');
    for (const unhashed of ['server/routes.cjs', 'server/routes.cjs.sig', 'remoteEntry.js', 'mf-manifest.json']) {
      expect((await fetch(`http://localhost:${site.ports.main}/${unhashed}`)).headers.get('cache-control'), unhashed).toBe('no-cache');
    }
  });

  test('no spelling of an address reaches a source map, or a file of a release the remote does not list', async ({ site }) => {
    const mapOf = async (app: string) => (await readdir(path.resolve(ROOT, app, 'dist'))).find((f) => f.endsWith('.js.map'))!;
    for (const [port, map] of [
      [site.ports.shell, await mapOf('shell')],
      [site.ports.main, await mapOf('mf-main-site')],
    ] as const) {
      for (const spelled of [`/${map.replace(/p$/, '%70')}`, `/${map}/`, `/${map.replace(/\.map$/, '.m%61p')}/`, `/x/%2e%2e/${map}`]) {
        expect([port, spelled, await statusOf(port, spelled)]).toEqual([port, spelled, 404]);
      }
    }

    // The main remote lists one release; beside it lies one it does not list, and the list itself.
    const releases = path.join(site.releasesDir, 'main');
    const [listed, unlisted] = ['a1a1a1a1a1a1', 'b2b2b2b2b2b2'];
    for (const id of [listed, unlisted]) {
      await mkdir(path.join(releases, id), { recursive: true });
      await writeFile(path.join(releases, id, 'remoteEntry.js'), `/* ${id} */`);
    }
    await writeFile(path.join(releases, 'index.json'), JSON.stringify({ releases: [listed] }));
    const port = site.ports.main;
    expect(await statusOf(port, `/releases/${listed}/remoteEntry.js`)).toBe(200);
    for (const escape of [
      `/releases/${listed}/%252e%252e/index.json`,
      `/releases/${listed}/%252e%252e/${unlisted}/remoteEntry.js`,
      `/releases/${listed}/%2e%2e/${unlisted}/remoteEntry.js`,
      `/releases/${listed}/..%2f${unlisted}/remoteEntry.js`,
    ]) {
      expect([escape, await statusOf(port, escape)]).toEqual([escape, 404]);
    }
    // A path above the root is no address.
    expect(await statusOf(port, '/releases/../../package.json')).toBe(400);
  });

  test('each remote also runs standalone from its own server, deep links included', async ({ page, site }) => {
    for (const [port, path, text] of [
      [site.ports.main, '/main/home', 'We Provide Service For You'],
      [site.ports.integrated, '/integrat/home', 'Trusted by Industry Leaders'],
      [site.ports.admin, '/admin/login', 'LOGIN'],
    ] as const) {
      await page.goto(`http://localhost:${port}${path}`);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
  });

  test('an unknown route gets a real not-found page, with its status, in every language', async ({ page, site }) => {
    for (const [address, heading] of [
      ['/no/such/page', 'Page not found'],
      ['/main/no-such-page', 'Page not found'],
      ['/integrat/no-such-page', 'Page not found'],
      ['/mr/main/no-such-page', 'पान सापडले नाही'],
    ]) {
      const res = await page.goto(`${site.url}${address}`);
      expect([address, res?.status()]).toEqual([address, 404]);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('the admin remote down: public pages still work and /admin shows a fallback with retry', async ({ page, site }) => {
    await site.servers.admin.stop();
    try {
      await page.goto(`${site.url}/main/home`);
      await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
      await page.goto(`${site.url}/admin`);
      await expect(page.getByText('The back office is not available right now')).toBeVisible({ timeout: 5000 });
      await screenshot(page, 'admin-down-fallback');
      await page.goto(`${site.url}/integrat/home`);
      await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
      await page.goto(site.url);
      await expect(page.getByRole('link', { name: 'Main Service' })).toBeVisible();

      // Back up: Retry brings the back office without a reload.
      await page.goto(`${site.url}/admin`);
      await expect(page.getByText('The back office is not available right now')).toBeVisible({ timeout: 5000 });
      await site.servers.admin.start();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    } finally {
      await site.servers.admin.start();
    }
  });

  test('a slow remote shows the fallback within 3 s; Retry loads it and leaves the remotes already running alone', async ({ page, site }) => {
    await page.goto(`${site.url}/integrat/home`);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    // The main remote's server hangs on its manifest until the fallback has shown.
    const mainManifest = new RegExp(`:${site.ports.main}/mf-manifest\\.json`);
    const answer = await holdAnswers(page, mainManifest);
    await navigateInApp(page, '/main/home');
    await expect(page.getByText('The main site is not available right now')).toBeVisible({ timeout: 5000 });
    // The fallback came from the remote timeout (2.5 s), not from a failure: no wall-clock figure is asserted.
    await expect(page.locator('.shell-remote-fallback__detail p')).toHaveText('The main site did not answer within 2.5 s');
    answer();
    await page.unroute(mainManifest);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Facility services you can count on' })).toBeVisible();
    // The integrated remote, loaded before the retry, still renders without a page load.
    await navigateInApp(page, '/integrat/about');
    await expect(page.getByText('ABOUT', { exact: true })).toBeVisible();
  });

  test('a remote whose code throws shows the fallback; the landing and the other remotes keep working', async ({ page, site }) => {
    // The integrated remote's pages module fails as it is evaluated.
    await page.route(new RegExp(`:${site.ports.integrated}/__federation_expose_Routes[^/]*\\.js$`), (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken release");' }),
    );
    await page.goto(`${site.url}/integrat/home`);
    await expect(page.getByText('The integrated site is not available right now')).toBeVisible({ timeout: 5000 });
    await page.getByRole('link', { name: 'Main site' }).click();
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: /Welcome to (Main|Integrated) Services/ })).toBeVisible();
  });
});
