/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
// Pages drawn on the server in the language of their address: <html lang>, the page's own canonical link and its
// other languages' addresses, its words and its content in the language, and the Devanagari type on Hindi and
// Marathi pages only. English pages are written as before, with the other languages' addresses added.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPage, type ShellConfig } from './html-page';
import { sitemapXml } from './sitemap';

const API = 'http://api.test';
const SITE = 'https://site.example';
const config: ShellConfig = {
  apiUrl: API,
  siteUrl: SITE,
  remotes: { main: 'http://main.test/mf-manifest.json', integrated: 'http://integrated.test/mf-manifest.json', admin: 'http://admin.test/mf-manifest.json' },
};
const FONT = 'fonts/noto-sans-devanagari-devanagari-400-normal.0a1b2c3d.woff2';

const asked: string[] = [];
const server = setupServer(
  http.get(`${API}/*`, ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    const lang = url.searchParams.get('lang');
    if (url.pathname.endsWith('/getJobs'))
      return HttpResponse.json({ Jobs: [{ _id: 'j1', jobTitle: lang === 'mr' ? 'सुरक्षा रक्षक' : 'Security Guard', updatedAt: '2026-02-01T10:00:00Z' }] });
    if (url.pathname.endsWith('/getServices')) return HttpResponse.json({ services: [{ _id: 's1', updatedAt: '2026-02-02T10:00:00Z' }] });
    return HttpResponse.json({});
  }),
  // The remotes are not running: their pages are sent undrawn, with their head.
  http.get('http://*.test/*', () => new HttpResponse(null, { status: 404 })),
);

let dir: string;
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  dir = await mkdtemp(path.join(tmpdir(), 'shell-pages-'));
  const template = (await readFile(path.join(import.meta.dirname, '../../scripts/rspack/index.html'), 'utf8')).replace('<%= title %>', 'Site');
  await writeFile(path.join(dir, 'index.html'), template);
  await writeFile(
    path.join(dir, 'startup-assets.json'),
    JSON.stringify({
      scripts: ['main.js'],
      styles: ['main.css'],
      devanagari: { styles: ['devanagari.5e6f7a8b.css'], fonts: [FONT] },
    }),
  );
});
afterEach(() => {
  asked.length = 0;
  server.resetHandlers();
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (address: string, search = '') => renderPage(dir, address, config, search);
const links = (html: string) => [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('a page drawn on the server', () => {
  it('in Marathi: html lang, its canonical address and every language, its words, Devanagari type, content asked in Marathi', async () => {
    const { html, status, noindex } = await page('/mr');
    expect([status, noindex]).toEqual([200, false]);
    expect(html).toContain('<html lang="mr">');
    expect(links(html)).toEqual([
      `<link rel="canonical" href="${SITE}/mr" data-head="canonical">`,
      `<link rel="alternate" hreflang="en" href="${SITE}/" data-head="alternate-en">`,
      `<link rel="alternate" hreflang="hi" href="${SITE}/hi" data-head="alternate-hi">`,
      `<link rel="alternate" hreflang="mr" href="${SITE}/mr" data-head="alternate-mr">`,
      `<link rel="alternate" hreflang="x-default" href="${SITE}/" data-head="alternate-x-default">`,
    ]);
    expect(html).toContain('सेवांमध्ये आपले स्वागत आहे');
    expect(html).toContain('<a class="ui-button ui-button--primary" href="/mr/main/home" data-discover="true">मुख्य सेवा</a>');
    expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" href="/${FONT}" crossorigin>`);
    expect(html.match(/as="font"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/devanagari.5e6f7a8b.css">');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.endsWith('?lang=mr'))).toBe(true);
  });

  it('in English: as before, with the other languages named, no Devanagari type, content asked without lang', async () => {
    const { html } = await page('/');
    expect(html).toContain('<html lang="en">');
    expect(links(html)[0]).toBe(`<link rel="canonical" href="${SITE}/" data-head="canonical">`);
    expect(links(html)).toHaveLength(5);
    expect(html).toContain('Welcome to<!-- --> <span class="landing__word">');
    expect(html).toContain('href="/main/home" data-discover="true">Main Service</a>');
    expect(html).not.toMatch(/devanagari|as="font"/);
    expect(asked.some((a) => a.includes('lang='))).toBe(false);
  });

  it("of a remote in Hindi: the page's title in Hindi and its data asked in Hindi, even while the remote is down", async () => {
    const { html } = await page('/hi/main/jobs');
    expect(html).toContain('<html lang="hi">');
    expect(links(html)[0]).toBe(`<link rel="canonical" href="${SITE}/hi/main/jobs" data-head="canonical">`);
    expect(asked).toContain('/admin/jobs/getJobs?lang=hi');
    const data = JSON.parse(html.match(/<script type="application\/json" id="route-data">([^<]*)<\/script>/)![1]!);
    expect(data.lists.jobs).toEqual([{ _id: 'j1', jobTitle: 'Security Guard', updatedAt: '2026-02-01T10:00:00Z' }]);
  });

  it('in several languages at once, each in its own', async () => {
    const [hi, mr, en] = await Promise.all([page('/hi'), page('/mr'), page('/')]);
    expect(title(hi.html)).toBe('Sentinel Integrated Facility Services');
    expect(hi.html).toContain('सेवाओं में आपका स्वागत है');
    expect(mr.html).toContain('सेवांमध्ये आपले स्वागत आहे');
    expect(en.html).toContain('Welcome to');
  });

  it('private, missing and back-office addresses in another language name no other language and are not indexed', async () => {
    const application = await page('/mr/application/some-token');
    expect(application.noindex).toBe(true);
    expect(links(application.html)).toEqual([`<link rel="canonical" href="${SITE}/mr/application/some-token" data-head="canonical">`]);
    // The back office is English only: under /hi it is a page not found, in Hindi.
    const admin = await page('/hi/admin/login');
    expect(admin.noindex).toBe(true);
    expect(title(admin.html)).toBe('पेज नहीं मिला | Sentinel Integrated Facility Services');
    expect(admin.html).not.toContain('<link rel="preload" as="fetch" href="http://admin.test');
    expect(title((await page('/admin/login')).html)).toBe('Back office | Sentinel Integrated Facility Services');
  });

  it("holds a drawn page's first paint until its whole markup is parsed; a page the browser draws holds nothing", async () => {
    const { html } = await page('/');
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).toContain('<link rel="expect" href="#drawn" blocking="render">');
    // The mark comes after the root's end: a mark at its start would let the page's first half paint alone.
    expect(body.indexOf('<template id="drawn"></template>')).toBeGreaterThan(body.indexOf('Main Service</a>'));
    expect(body).toMatch(/<\/div><template id="drawn"><\/template>/);
    const backOffice = (await page('/admin/login')).html;
    expect(backOffice).not.toContain('blocking="render"');
    expect(backOffice).not.toContain('id="drawn"');
  });

  it('asks a browser without JavaScript to load a page again when part of it could not be read in time', async () => {
    const REFRESH = '<noscript><meta http-equiv="refresh" content="3"></noscript>';
    // The landing page reads the banners and the help pictures: both answered, it is drawn whole.
    server.use(http.get(`${API}/admin/*`, () => HttpResponse.json([])));
    const whole = await page('/');
    expect(whole.drawn).toBe(true);
    expect(whole.html).not.toContain(REFRESH);
    server.use(http.get(`${API}/admin/Banner/getBanner`, () => new HttpResponse(null, { status: 503 })));
    const { html, drawn } = await page('/');
    expect(drawn).toBe(false);
    expect(html.split('</head>')[0]).toContain(REFRESH);
  });

  it("fetches a public page's code when it is used when the page was drawn whole, after load when it was not", async () => {
    const pageCode = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="page-code">([^<]*)<\/script>/)![1]!);
    server.use(http.get(`${API}/admin/*`, () => HttpResponse.json([])));
    const whole = await page('/');
    expect(pageCode(whole.html)).toEqual({ preload: ['/main.js'], scripts: [], onUse: true });
    // The loader itself holds no `<`: a reader of inline scripts (and the HTML parser's script states) end there.
    expect(whole.html).toMatch(/<script>\(function\(\)\{[^<]*\}\)\(\)<\/script><\/body>/);
    server.use(http.get(`${API}/admin/Banner/getBanner`, () => new HttpResponse(null, { status: 503 })));
    expect(pageCode((await page('/')).html).onUse).toBe(false);
  });

  it('answers an address no page has with 404 and the "Page Not Found" page, in its language', async () => {
    for (const [address, words] of [
      ['/main/anything', 'Page Not Found'],
      ['/integrat/anything', 'Page Not Found'],
      ['/anything', 'Page Not Found'],
      ['/mr/main/anything', 'पान सापडले नाही'],
      ['/hi/anything', 'पेज नहीं मिला'],
    ]) {
      const { html, status, noindex } = await page(address!);
      expect([address, status, noindex, title(html)]).toEqual([address, 404, true, `${words} | Sentinel Integrated Facility Services`]);
    }
    // The back office routes its own addresses; the public pages are found.
    expect((await page('/admin/anything')).status).toBe(200);
    expect((await page('/mr/main/home')).status).toBe(200);
  });

  it('has a language switcher that keeps the page and its query', async () => {
    const { html } = await page('/hi', '?from=mail');
    expect(html).toContain('<a href="/mr?from=mail" lang="mr" hrefLang="mr" class="ui-language__link">मराठी</a>');
    expect(html).toContain(
      '<a href="/hi?from=mail" lang="hi" hrefLang="hi" aria-current="true" class="ui-language__link ui-language__link--current">हिन्दी</a>',
    );
  });
});

describe('the sitemap', () => {
  it('lists every page in each language, each naming all of them, English as the default', async () => {
    const xml = await sitemapXml(config);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const address of ['/main/jobs', '/jobdetail/j1', '/booking/s1', '/integrat/home']) {
      expect(locs).toEqual(expect.arrayContaining([`${SITE}${address}`, `${SITE}/hi${address}`, `${SITE}/mr${address}`]));
    }
    expect(locs.filter((l) => l!.endsWith('/jobdetail/j1'))).toHaveLength(3);
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${SITE}/mr/jobdetail/j1</loc>`))!;
    expect(entry).toContain('<lastmod>2026-02-01</lastmod>');
    expect([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en', `${SITE}/jobdetail/j1`],
      ['hi', `${SITE}/hi/jobdetail/j1`],
      ['mr', `${SITE}/mr/jobdetail/j1`],
      ['x-default', `${SITE}/jobdetail/j1`],
    ]);
    expect(locs.some((l) => l!.includes('/admin') || l!.includes('/application/'))).toBe(false);
  });
});
