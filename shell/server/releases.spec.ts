/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
// The releases of a remote as the shell's server draws them, through HTTP: a stand-in API answers the pointers and
// takes the reports, a stand-in remote origin serves release folders (signed like the release command signs them),
// and the shell's handlers answer pages and /app-config.json on the public port, the release checks on the check port.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  type LiveReleases,
  RELEASE_BUCKET_COOKIE,
  type ReleaseRecord,
  type ReleaseRemote,
  type ReleaseReport,
  SEE_CANARIES_COOKIE,
  serverCodeSignedText,
} from '@site/contracts/releases';
import { REPORT_TOKENS_COOKIE } from '@site/contracts/release-cookies';
import { mintCanaryPass, readReportToken } from '@site/contracts/release-tokens';
import { createReleaseCheckHandler, createShellHandler, type ShellConfig } from './index';
import { forgetLiveReleases } from './live-releases';
import { forgetReleaseFailures } from './release-failures';
import { forgetVerdicts } from './release-check';
import { shellProvides } from './shell-provides';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
/** Its server code's signature is not the team's. */
const UNSIGNED = 'cccccccccccc';
/** Its pages throw while drawing. */
const THROWS = 'dddddddddddd';
/** Built against shared-ui 2. */
const MISFIT = 'eeeeeeeeeeee';
/** Integrated releases: every page draws, or all but the contact page. */
const INTEGRATED_OK = 'a1a1a1a1a1a1';
const CONTACT_THROWS = 'a2a2a2a2a2a2';
/** Its pages need 30 KB of gzip JavaScript at once: past the main remote's share (24 KB). */
const HEAVY = 'f0f0f0f0f0f0';
/** What the shell shares with the API: its pages' report tokens and the admins' canary passes are signed with it. */
const SHELL_SECRET = 'the-shell-and-the-api-share-this-secret-in-tests';

const routesCode = (text: string) =>
  `const React = require('react');\nmodule.exports = { default: function Routes() { return React.createElement('p', null, ${JSON.stringify(text)}); } };\n`;
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Routes', assets: { js: { sync: ['routes.1234abcd.js'] }, css: { sync: [] } } }],
};

let pointers: Partial<LiveReleases> | null = null;
let liveReads = 0;
const reports: ReleaseReport[] = [];
const asked: string[] = [];
let dir: string;
let api: http.Server;
let origin: http.Server;
let shell: http.Server;
let shellUrl: string;
let checks: http.Server;
let checkUrl: string;
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const signature = (bytes: Buffer | string, key: KeyObject = privateKey) => sign(null, Buffer.from(bytes), key).toString('base64');
/** The server code's signature as a release makes it: for the remote and the release (docs/decisions/0010). */
const codeSignature = (remote: ReleaseRemote, id: string, code: string, key: KeyObject) =>
  signature(serverCodeSignedText(remote, id, createHash('sha256').update(code).digest('hex')), key);

/** A release's pages' code: small, unless `heavy` (random bytes, which gzip does not shrink). */
const browserCode = (heavy = 0) => (heavy ? randomBytes(heavy).toString('base64') : 'self.routes = 1;');

async function publish(
  id: string,
  code: string,
  { codeKey = privateKey, singletons = shellProvides.singletons, remote = 'main' as ReleaseRemote, heavy = 0 } = {},
) {
  const folder = path.join(dir, 'origin', ...(remote === 'main' ? [] : [remote]), 'releases', id);
  await mkdir(path.join(folder, 'server'), { recursive: true });
  const record: ReleaseRecord = { remote, id, createdAt: '2026-03-01T10:00:00.000Z', builtAgainst: { contract: shellProvides.contract, singletons } };
  const json = JSON.stringify(record);
  await Promise.all([
    writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest)),
    writeFile(path.join(folder, 'remoteEntry.js'), browserCode()),
    writeFile(path.join(folder, 'routes.1234abcd.js'), browserCode(heavy)),
    writeFile(path.join(folder, 'server', 'routes.cjs'), code),
    writeFile(path.join(folder, 'server', 'routes.cjs.sig'), codeSignature(remote, id, code, codeKey)),
    writeFile(path.join(folder, 'release.json'), json),
    writeFile(path.join(folder, 'release.json.sig'), signature(json)),
  ]);
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let config: ShellConfig;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shell-releases-'));
  const template = (await readFile(path.join(import.meta.dirname, '../../scripts/rspack/index.html'), 'utf8')).replace('<%= title %>', 'Site');
  await mkdir(path.join(dir, 'shell'));
  await writeFile(path.join(dir, 'shell', 'index.html'), template);
  await writeFile(path.join(dir, 'shell', 'startup-assets.json'), JSON.stringify({ scripts: ['main.js'], styles: [] }));
  await mkdir(path.join(dir, 'origin'));
  await writeFile(path.join(dir, 'origin', 'mf-manifest.json'), JSON.stringify(manifest));
  await publish(A, routesCode('Drawn by release A'));
  await publish(B, routesCode('Drawn by release B'));
  await publish(UNSIGNED, routesCode('Drawn by an unsigned release'), { codeKey: generateKeyPairSync('ed25519').privateKey });
  await publish(THROWS, `module.exports = { default: function Routes() { throw new Error('Routes broke'); } };`);
  await publish(HEAVY, routesCode('Drawn with too much code'), { heavy: 30 * 1024 });
  await publish(MISFIT, routesCode('Drawn against shared-ui 2'), { singletons: { ...shellProvides.singletons, '@site/shared-ui': '2.0.0' } });
  await publish(INTEGRATED_OK, routesCode('Every integrated page'), { remote: 'integrated' });
  const throwsOnContact = `const React = require('react');
const { useLocation } = require('@site/shared-ui');
module.exports = { default: function Routes() {
  if (useLocation().pathname.toLowerCase().endsWith('/integrat/contact')) throw new Error('Contact broke');
  return React.createElement('p', null, 'An integrated page');
} };
`;
  await publish(CONTACT_THROWS, throwsOnContact, { remote: 'integrated' });

  api = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/releases/report') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        reports.push(JSON.parse(body) as ReleaseReport);
        res.writeHead(202).end();
      });
      return;
    }
    if (req.url === '/releases/live') liveReads++;
    if (req.url === '/releases/live')
      return pointers ? res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(pointers)) : res.writeHead(404).end();
    // The page's data: none (data drawn into a page is kept a minute by its store, which would hold Jest open).
    res.writeHead(404).end();
  });
  origin = http.createServer((req, res) => {
    asked.push(req.url!);
    readFile(path.join(dir, 'origin', path.normalize(req.url!)))
      .then((bytes) => res.writeHead(200).end(bytes))
      .catch(() => res.writeHead(404).end());
  });
  const [apiUrl, originUrl] = await Promise.all([listen(api), listen(origin)]);
  const teamKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  config = {
    apiUrl,
    siteUrl: 'https://site.example',
    remotes: { main: `${originUrl}/mf-manifest.json`, integrated: `${originUrl}/integrated/mf-manifest.json`, admin: `${originUrl}/admin/mf-manifest.json` },
    remoteKeys: { main: teamKey, integrated: teamKey },
    shellSecret: SHELL_SECRET,
  };
  const handler = createShellHandler(path.join(dir, 'shell'), () => config);
  // What the static server would answer: the page, for any address the handler leaves to it.
  shell = http.createServer((req, res) => void handler(req, res, () => res.writeHead(200).end('static file or page')));
  const checkHandler = createReleaseCheckHandler(() => config);
  checks = http.createServer((req, res) => void checkHandler(req, res));
  [shellUrl, checkUrl] = await Promise.all([listen(shell), listen(checks)]);
});

beforeEach(() => {
  forgetLiveReleases();
  forgetReleaseFailures();
  forgetVerdicts();
  reports.length = 0;
  asked.length = 0;
  pointers = null;
});

afterAll(async () => {
  await Promise.all([api, origin, shell, checks].map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())));
  await rm(dir, { recursive: true, force: true });
});

const get = (address: string, cookies: Record<string, string | number> = {}) =>
  fetch(`${shellUrl}${address}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
const page = async (cookies: Record<string, string | number> = {}) => {
  const res = await get('/main/home', cookies);
  const html = await res.text();
  const inline = JSON.parse(html.match(/<script type="application\/json" id="app-config">([^<]*)<\/script>/)![1]!);
  return { res, html, config: inline, release: html.match(/<meta name="release:main" content="([^"]+)">/)?.[1] ?? null };
};
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
/** The report token of `remote` the page came with (its cookie: the page's own bytes are every visitor's). */
const pageToken = (res: Response, remote = 'main') => {
  const cookie = cookieOf(res, REPORT_TOKENS_COOKIE);
  return cookie ? new URLSearchParams(decodeURIComponent(cookie.split(';')[0]!.slice(REPORT_TOKENS_COOKIE.length + 1))).get(remote) : null;
};
const releaseUrl = (id: string) => new URL(`releases/${id}/mf-manifest.json`, config.remotes.main).href;
const live = (main: Partial<LiveReleases['main']>): Partial<LiveReleases> => ({ main: { live: null, canary: null, previous: [], ...main } });
/** The clock moves on by `ms` (nothing waits for it). */
function later(ms: number) {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
afterEach(() => {
  jest.useRealTimers();
});
/** The reports are sent without waiting: the test waits until the stand-in API has them. */
async function reported(count: number) {
  while (reports.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return reports;
}

describe('the release a visitor gets', () => {
  it('without releases, is the configured build, as before: no release named, no cookie', async () => {
    const { res, html, config: inline, release } = await page();
    expect(release).toBeNull();
    expect(inline.remotes).toEqual(config.remotes);
    expect(inline.releases).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(html).not.toContain('Drawn by release');
  });

  it('is the live release: drawn with its server code, named in the head and in the configuration', async () => {
    pointers = live({ live: A, previous: [B] });
    const { res, html, config: inline, release } = await page();
    expect(release).toBe(A);
    expect(html).toContain('Drawn by release A');
    expect(inline.remotes.main).toBe(releaseUrl(A));
    expect(inline.remotes.integrated).toBe(config.remotes.integrated);
    expect(inline.releases).toEqual({ main: { id: A, fallback: [{ id: B, url: releaseUrl(B) }] } });
    expect(pageToken(res)).toEqual(expect.any(String));
    // The browser's files are the release's.
    expect(html).toContain(new URL(`releases/${A}/remoteEntry.js`, config.remotes.main).href);
    expect(html).toContain(new URL(`releases/${A}/routes.1234abcd.js`, config.remotes.main).href);
  });

  it('is the canary for buckets below its share and for admins who see every canary, the live one for the rest', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const low = await page({ [RELEASE_BUCKET_COOKIE]: 10 });
    expect([low.release, low.config.releases.main.fallback.map((r: { id: string }) => r.id)]).toEqual([B, [A]]);
    expect(low.html).toContain('Drawn by release B');
    expect(cookieOf(low.res, RELEASE_BUCKET_COOKIE)).toBeUndefined();
    const high = await page({ [RELEASE_BUCKET_COOKIE]: 90 });
    expect(high.release).toBe(A);
    expect(high.html).toContain('Drawn by release A');
    // An admin's pass from the API, until their session ends.
    const pass = (secret: string, endsInS: number) => mintCanaryPass(secret, 'admin-id', Math.floor(Date.now() / 1000) + endsInS);
    expect((await page({ [RELEASE_BUCKET_COOKIE]: 90, [SEE_CANARIES_COOKIE]: pass(SHELL_SECRET, 600) })).release).toBe(B);
  });

  it('ignores a canary opt-in that is no signed-in admin’s: `1`, a forged or an expired pass', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const ends = Math.floor(Date.now() / 1000) + 600;
    const forged = mintCanaryPass('a-secret-the-shell-does-not-have-at-all!!', 'admin-id', ends);
    const expired = mintCanaryPass(SHELL_SECRET, 'admin-id', Math.floor(Date.now() / 1000) - 1);
    const altered = mintCanaryPass(SHELL_SECRET, 'admin-id', ends).replace(`.${ends}.`, `.${ends + 86_400}.`);
    for (const optIn of ['1', forged, expired, altered]) expect((await page({ [RELEASE_BUCKET_COOKIE]: 90, [SEE_CANARIES_COOKIE]: optIn })).release).toBe(A);
  });

  it('gives the page a token for the releases of each remote it names, which the API counts the reports by', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const first = await page({ [RELEASE_BUCKET_COOKIE]: 10 });
    expect(first.config.releases.main.token).toBeUndefined();
    expect(readReportToken(SHELL_SECRET, pageToken(first.res)!)).toMatchObject({ kind: 'page', remote: 'main', ids: [B, A] });
    expect(readReportToken('another-secret-of-at-least-32-characters', pageToken(first.res)!)).toBeNull();
    // Each page its own: a token counts once.
    const second = await page({ [RELEASE_BUCKET_COOKIE]: 10 });
    expect(pageToken(second.res)).not.toBe(pageToken(first.res));
    const answered = await (await get('/app-config.json', { [RELEASE_BUCKET_COOKIE]: 90 })).json();
    expect(readReportToken(SHELL_SECRET, answered.releases.main.token)).toMatchObject({ kind: 'page', remote: 'main', ids: [A] });
  });

  it("names the visitor in the token by their address, behind the proxies TRUST_PROXY names, and gives another site's page none", async () => {
    pointers = live({ live: A });
    const visitorOf = async (headers: Record<string, string>) => {
      const answered = await (await fetch(`${shellUrl}/app-config.json`, { headers })).json();
      return answered.releases.main.token && readReportToken(SHELL_SECRET, answered.releases.main.token)!.visitor;
    };
    // Without TRUST_PROXY, X-Forwarded-For names nobody: every request here is the same visitor.
    expect(await visitorOf({ 'X-Forwarded-For': '203.0.113.1' })).toBe(await visitorOf({ 'X-Forwarded-For': '203.0.113.2' }));
    const saved = config;
    config = { ...config, trustProxy: '1' };
    try {
      const first = await visitorOf({ 'X-Forwarded-For': '203.0.113.1' });
      expect(await visitorOf({ 'X-Forwarded-For': '198.51.100.9, 203.0.113.1' })).toBe(first);
      expect(await visitorOf({ 'X-Forwarded-For': '203.0.113.2' })).not.toBe(first);
      config = { ...config, trustProxy: 'loopback' };
      expect(await visitorOf({ 'X-Forwarded-For': '203.0.113.1' })).toBe(first);
    } finally {
      config = saved;
    }
    // Any origin may read the configuration, but another site's page gets no token to have its visitors report with.
    expect(await visitorOf({ Origin: 'https://elsewhere.example' })).toBeUndefined();
    expect(await visitorOf({ Origin: config.siteUrl })).toEqual(expect.any(String));
  });

  it('sets the bucket cookie Secure in production', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const saved = config;
    config = { ...config, production: true };
    try {
      const { res } = await page();
      expect(cookieOf(res, RELEASE_BUCKET_COOKIE)).toMatch(/; HttpOnly; Secure$/);
      expect(cookieOf(res, REPORT_TOKENS_COOKIE)).toMatch(/; SameSite=Lax; Secure$/);
    } finally {
      config = saved;
    }
  });

  it('gives a visitor without a bucket (or with a broken one) a random one, and keeps them on its side', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const held: Array<Record<string, string | number>> = [{}, { [RELEASE_BUCKET_COOKIE]: 'x' }, { [RELEASE_BUCKET_COOKIE]: 100 }];
    for (const cookies of held) {
      const first = await page(cookies);
      const cookie = cookieOf(first.res, RELEASE_BUCKET_COOKIE)!;
      expect(cookie).toMatch(new RegExp(`^${RELEASE_BUCKET_COOKIE}=\\d{1,2}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
      const bucket = Number(cookie.split(';')[0]!.split('=')[1]);
      expect(first.release).toBe(bucket < 50 ? B : A);
      expect((await page({ [RELEASE_BUCKET_COOKIE]: bucket })).release).toBe(first.release);
    }
  });

  it('is the same in /app-config.json, which the shell answers per visitor', async () => {
    pointers = live({ live: A, canary: { id: B, percent: 50 } });
    const res = await get('/app-config.json', { [RELEASE_BUCKET_COOKIE]: 3 });
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = await res.json();
    expect(body).toEqual({
      apiUrl: config.apiUrl,
      siteUrl: config.siteUrl,
      remotes: { ...config.remotes, main: releaseUrl(B) },
      releases: { main: { id: B, fallback: [{ id: A, url: releaseUrl(A) }], token: expect.any(String) } },
    });
    pointers = null;
    forgetLiveReleases();
    expect(await (await get('/app-config.json')).json()).toEqual({ apiUrl: config.apiUrl, siteUrl: config.siteUrl, remotes: config.remotes });
  });

  it('follows a switch seconds later, and keeps the last pointers the API gave when it stops answering', async () => {
    pointers = live({ live: A });
    expect((await page()).release).toBe(A);
    pointers = live({ live: B, previous: [A] });
    // Within the second, the pointers read are used as they are.
    expect((await page()).release).toBe(A);
    const reads = liveReads;
    later(5000);
    expect((await page()).release).toBe(B);
    expect(liveReads).toBe(reads + 1);
    pointers = null;
    later(5000);
    expect((await page()).release).toBe(B);
    expect(liveReads).toBe(reads + 2);
  });
});

describe('a live release that fails on the server', () => {
  it('whose server code is not signed by its team: the previous release draws the page and is named, the failure reported once', async () => {
    pointers = live({ live: UNSIGNED, previous: [A] });
    const { res, html, config: inline, release } = await page();
    expect(release).toBe(A);
    expect(html).toContain('Drawn by release A');
    expect(inline.remotes.main).toBe(releaseUrl(A));
    expect(inline.releases.main).toEqual({ id: A, fallback: [] });
    // The visitor's token names every release they may report on, the one that drew the page among them.
    expect(readReportToken(SHELL_SECRET, pageToken(res)!)!.ids).toContain(A);
    expect(await reported(1)).toEqual([{ remote: 'main', release: UNSIGNED, outcome: 'failed', stage: 'load', where: 'server', token: expect.any(String) }]);
    // A token of the shell's own, for that release: the API counts it.
    expect(readReportToken(SHELL_SECRET, reports[0]!.token!)).toMatchObject({ kind: 'server', remote: 'main', ids: [UNSIGNED] });
    // The next pages skip it for a while: its code is not fetched again, and it is not reported again.
    const fetched = asked.filter((a) => a.startsWith(`/releases/${UNSIGNED}/server/routes.cjs`)).length;
    expect((await page()).release).toBe(A);
    expect(asked.filter((a) => a.startsWith(`/releases/${UNSIGNED}/server/routes.cjs`))).toHaveLength(fetched);
    expect(reports).toHaveLength(1);
  });

  it('whose pages throw while drawing: the previous release draws the page and is named, the failure reported', async () => {
    pointers = live({ live: THROWS, previous: [B, A] });
    const { html, config: inline, release } = await page();
    expect(release).toBe(B);
    expect(html).toContain('Drawn by release B');
    expect(inline.releases.main).toEqual({ id: B, fallback: [{ id: A, url: releaseUrl(A) }] });
    expect(html).toContain(new URL(`releases/${B}/routes.1234abcd.js`, config.remotes.main).href);
    expect(await reported(1)).toEqual([{ remote: 'main', release: THROWS, outcome: 'failed', stage: 'draw', where: 'server', token: expect.any(String) }]);
    expect((await (await get('/app-config.json')).json()).releases.main.id).toBe(B);
  });
});

describe('the release check', () => {
  const check = async (remote: string, id: string) => {
    const res = await fetch(`${checkUrl}/_releases/check/${remote}/${id}`);
    return { status: res.status, body: await res.json() };
  };

  it('accepts a release built against what the shell provides whose pages draw', async () => {
    expect(await check('main', A)).toEqual({ status: 200, body: { accepted: true } });
    expect(await check('integrated', INTEGRATED_OK)).toEqual({ status: 200, body: { accepted: true } });
  });

  it('refuses a release built against another major version of shared-ui, saying so', async () => {
    const { status, body } = await check('main', MISFIT);
    expect(status).toBe(200);
    expect(body.accepted).toBe(false);
    expect(body.reason).toBe(`it was built against @site/shared-ui 2.0.0; the shell provides ${shellProvides.singletons['@site/shared-ui']}`);
  });

  it('refuses a release whose pages throw while drawing, and one whose server code is not signed', async () => {
    expect(await check('main', THROWS)).toEqual({ status: 200, body: { accepted: false, reason: 'its pages threw while drawing /main/home: Routes broke' } });
    const unsigned = await check('main', UNSIGNED);
    expect(unsigned.body.accepted).toBe(false);
    expect(unsigned.body.reason).toMatch(/signature does not match/);
  });

  it('refuses a release whose pages need more JavaScript at once than its remote’s share of the budget, saying how much', async () => {
    const { body } = await check('main', HEAVY);
    expect(body.accepted).toBe(false);
    expect(body.reason).toMatch(/^its pages need 30\.\d KB of gzip JavaScript before they respond, past its share of 24\.0 KB$/);
  });

  it('draws one page of each kind in the route table: a release whose contact page throws is refused', async () => {
    expect(await check('integrated', CONTACT_THROWS)).toEqual({
      status: 200,
      body: { accepted: false, reason: 'its pages threw while drawing /integrat/contact: Contact broke' },
    });
  });

  it('refuses a release its origin does not serve, and answers 400 to a bad remote or id', async () => {
    expect((await check('main', 'ffffffffffff')).body).toEqual({
      accepted: false,
      reason: "its record (release.json) is not served by the remote's origin (404)",
    });
    expect(await check('shop', A)).toEqual({ status: 400, body: { message: 'remote must be main, integrated or admin' } });
    expect(await check('main', 'ABC')).toEqual({ status: 400, body: { message: 'id must be 12 hexadecimal digits' } });
  });

  it('has no shared limit a stranger could use up: every check the API asks is answered', async () => {
    for (let i = 1; i <= 40; i++) expect((await check('main', i.toString(16).padStart(12, '0'))).status).toBe(200);
    expect(await check('main', A)).toEqual({ status: 200, body: { accepted: true } });
  });

  it('answers nothing else on the check port', async () => {
    for (const address of ['/', '/main/home', '/_releases/check/main', '/_releases/check/main/aaaaaaaaaaaa/x'])
      expect((await fetch(`${checkUrl}${address}`)).status).toBe(404);
    expect((await fetch(`${checkUrl}/_releases/check/main/${A}`, { method: 'POST' })).status).toBe(404);
  });

  it('is not answered on the public port, however its path is spelled: 404, and nothing is checked', async () => {
    const spellings = [
      `/_releases/check/main/${A}`,
      `/_releases\\check\\main\\${A}`,
      `/_releases%5Ccheck%5Cmain%5C${A}`,
      `/%5Freleases/check/main/${A}`,
      `/%255Freleases/check/main/${A}`,
      `//_releases//check/main/${A}`,
      `/_RELEASES/Check/main/${A}`,
      `/main/../_releases/check/main/${A}`,
      `/_releases/check/main/${A}?x=1`,
      '/_releases',
    ];
    for (const address of spellings) {
      const res = await fetch(`${shellUrl}${address}`);
      expect({ address, status: res.status, body: await res.text() }).toEqual({ address, status: 404, body: 'Not found' });
    }
    expect(asked).toEqual([]);
  });
});
