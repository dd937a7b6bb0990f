// The public sites in Hindi and Marathi beside English (docs/i18n.md): a page under /hi or /mr is drawn on the
// server in its language with its own head, its switcher keeps the visitor on the same page and remembers the
// choice, its Devanagari type is loaded there and never on an English page, and English pages stay as they were.
import type { Page, Request } from '@playwright/test';
import { expect, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { layoutShift, screenshot, toast, trackLayoutShift, usePage } from '../src/harness';

// The journeys only read the seeded content, each in a page of its own.
test.describe.configure({ mode: 'parallel' });

const serverHtml = async (site: TestSite, path: string) => (await fetch(`${site.url}${path}`)).text();
const headLinks = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map((m) => [m[2] ?? m[1], m[3]]);
const isFont = (request: Request) => request.resourceType() === 'font' || /\.woff2?$/.test(new URL(request.url()).pathname);

/** What goes wrong on the page: React's hydration errors (the server and the browser drew different words) and others. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** After a full page load started by a click (the switcher's links are plain links). */
async function loaded(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await usePage(page);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

test.describe('pages in Hindi and Marathi', () => {
  test('/mr/main/home is drawn on the server in Marathi, with its own address and every language named', async ({ site }) => {
    const html = await serverHtml(site, '/mr/main/home');
    expect(html).toContain('<html lang="mr">');
    expect(headLinks(html)).toEqual([
      ['canonical', `${site.url}/mr/main/home`],
      ['en', `${site.url}/main/home`],
      ['hi', `${site.url}/hi/main/home`],
      ['mr', `${site.url}/mr/main/home`],
      ['x-default', `${site.url}/main/home`],
    ]);
    // Its words, drawn before any script runs: the navigation and the switcher.
    expect(html).toMatch(/<a [^>]*href="\/mr\/main\/jobs"[^>]*>नोकऱ्या<\/a>/);
    expect(html).toMatch(/aria-current="true" class="ui-language__link ui-language__link--current">मराठी</);
    // Its Devanagari type, named in its head.
    expect(html).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="\/fonts\/noto-sans-devanagari-devanagari-400-normal\.[0-9a-f]{8}\.woff2" crossorigin>/,
    );
    expect(html).toMatch(/<link rel="stylesheet" href="\/devanagari\.[0-9a-f]{8}\.css">/);

    // The English page keeps its address, language and words, names the others, and no Devanagari type.
    const english = await serverHtml(site, '/main/home');
    expect(english).toContain('<html lang="en">');
    expect(headLinks(english)[0]).toEqual(['canonical', `${site.url}/main/home`]);
    expect(headLinks(english).map(([lang]) => lang)).toEqual(['canonical', 'en', 'hi', 'mr', 'x-default']);
    expect(english).toContain('<title>Facility and HR Services | Sentinel Integrated Facility Services</title>');
    expect(english).toMatch(/<a [^>]*href="\/main\/jobs"[^>]*>Jobs<\/a>/);
    expect(english).not.toMatch(/devanagari|as="font"/);

    // A private page in Marathi is not indexed and names no other language.
    const res = await fetch(`${site.url}/mr/application/not-a-real-token`);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(headLinks(await res.text())).toEqual([['canonical', `${site.url}/mr/application/not-a-real-token`]]);
  });

  test('a visitor on a phone switches to Marathi: same page, choice remembered, Devanagari type only there', async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    const errors = watchErrors(page);
    const fonts: string[] = [];
    page.on('request', (r) => isFont(r) && fonts.push(r.url()));
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().startsWith(site.apiUrl) && apiCalls.push(r.url()));

    await page.goto(`${site.url}/main/jobs`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // On a phone the switcher is in the bar above the navigation, without opening the menu.
    const switcher = page.getByRole('list', { name: 'Language' });
    await expect(switcher).toBeVisible();
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(fonts, 'an English page asks for no Devanagari type').toEqual([]);
    expect(
      apiCalls.filter((u) => u.includes('lang=')),
      "an English page's calls are as they were",
    ).toEqual([]);

    await switcher.getByRole('link', { name: 'मराठी' }).click();
    await loaded(page, '/mr/main/jobs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'mr', sameSite: 'Lax', path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The Marathi page: its navigation and switcher in Marathi, its links under /mr.
    await page.getByRole('button', { name: 'मेनू उघडा' }).click();
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('link', { name: 'नोकऱ्या' })).toHaveAttribute('href', '/mr/main/jobs');
    await expect(page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/main/jobs');

    // Its text is drawn in Noto Sans Devanagari, downloaded from the site itself.
    const devanagari = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari' && f.status === 'loaded').map((f) => f.weight);
    });
    expect(devanagari).toContain('400');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.startsWith(`${site.url}/fonts/noto-sans-devanagari-devanagari-`))).toBe(true);
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/^"Noto Sans Devanagari"/);

    // Moving on inside the site stays in Marathi: the address, and the content asked for in it.
    await nav.getByRole('link', { name: 'मुख्यपृष्ठ' }).click();
    await expect(page).toHaveURL(`${site.url}/mr/main/home`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/mr/main/home`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${site.url}/main/home`);
    await expect.poll(() => apiCalls.filter((u) => new URL(u).searchParams.get('lang') === 'mr').length).toBeGreaterThan(0);

    // Back to English: the English address, the choice remembered.
    await page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await loaded(page, '/main/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    // The menu is closed on a phone: its links are read as they are.
    await expect(page.locator('nav[aria-label="Main"] .ui-navbar__links a', { hasText: /^Jobs$/ })).toHaveAttribute('href', '/main/jobs');
    expect(errors, 'the browser takes over what the server drew, without errors').toEqual([]);
  });

  test('a language chosen before is pointed out on an English page, which never redirects', async ({ newPage, site }) => {
    const page = await newPage(WIDE, { locale: 'hi-IN' });
    await page.goto(`${site.url}/integrat/home`);
    expect(new URL(page.url()).pathname).toBe('/integrat/home');
    const switcher = page.getByRole('list', { name: 'Language' });
    // The browser prefers Hindi: the switcher points it out, nothing more.
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveClass(/ui-language__link--suggested/);
    await page.context().addCookies([{ name: 'lang', value: 'mr', url: site.url }]);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/integrat/home');
    await expect(switcher.getByRole('link', { name: 'मराठी' })).toHaveClass(/ui-language__link--suggested/);
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).not.toHaveClass(/suggested/);
    // The language chosen before is offered in its own words, over the page's foot; closing it keeps English.
    const offer = page.getByRole('complementary', { name: 'हे पान मराठीत वाचा' });
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/mr/integrat/home');
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('complementary', { name: /वाचा|पढ़ें/ })).toHaveCount(0);
  });

  test('the Marathi home and the Hindi integrated home at 390 and 1366 px without layout shift, the phone menu, the landing page', async ({
    newPage,
    site,
  }) => {
    for (const [path, name] of [
      ['/mr/main/home', 'languages-mr-main-home'],
      ['/hi/integrat/home', 'languages-hi-integrat-home'],
    ] as const) {
      for (const size of [PHONE, WIDE]) {
        const page = await newPage(size);
        const errors = watchErrors(page);
        await trackLayoutShift(page);
        await page.goto(`${site.url}${path}`);
        await page.evaluate(() => document.fonts.ready);
        expect(await layoutShift(page), `${path} at ${size.width} px`).toBeLessThanOrEqual(0.1);
        await screenshot(page, `${name}-${size.width}`);
        expect(errors).toEqual([]);
      }
    }
    // The phone menu with its switcher, and the landing page's switcher.
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/mr/main/home`);
    await page.getByRole('button', { name: 'मेनू उघडा' }).click();
    await screenshot(page, 'languages-mr-menu-390', { viewport: true });
    await page.goto(`${site.url}/mr`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('सेवांमध्ये आपले स्वागत आहे');
    await expect(page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
    await expect(page.getByRole('link', { name: 'मुख्य सेवा' })).toHaveAttribute('href', '/mr/main/home');
    // On a phone the turning word has a line of its own: the room kept for its longest form is no gap mid-line.
    const gap = await page.locator('.landing__word').evaluate((word) => {
      const current = word.querySelector('.landing__word--current')!.getBoundingClientRect();
      const after = document.createRange();
      after.setStartAfter(word);
      after.setEndAfter(word.parentElement!.lastChild!);
      return { wordBottom: current.bottom, afterTop: after.getClientRects()[0]!.top, left: current.left - word.parentElement!.getBoundingClientRect().left };
    });
    expect(gap.left).toBeLessThan(1);
    expect(gap.afterTop).toBeGreaterThanOrEqual(gap.wordBottom - 1);
    await screenshot(page, 'languages-mr-landing-390', { viewport: true });
  });

  test("a toast on a Marathi page is drawn in the page's Devanagari type, at 390 and 1366 px", async ({ newPage, site }) => {
    for (const size of [PHONE, WIDE]) {
      const page = await newPage(size);
      // The message is answered here: nothing is stored.
      await page.route('**/admin/userContact/addUserContact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }));
      await page.goto(`${site.url}/mr/main/contact`);
      const form = page.getByRole('form', { name: 'आम्हाला संदेश पाठवा' });
      for (const [label, value] of [
        ['आपले नाव', 'राहुल मेहता'],
        ['आपला ईमेल', 'rahul@example.com'],
        ['विषय', 'कीटक नियंत्रण'],
        ['संदेश', 'कृपया मला फोन करा.'],
      ])
        await form.getByLabel(label!, { exact: true }).fill(value!);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'संदेश पाठवा' }).click();
      const sent = toast(page, 'आपला संदेश पाठवला आहे!');
      await expect(sent).toBeVisible();
      expect(await sent.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Noto Sans Devanagari"/);
      await screenshot(page, `languages-mr-toast-${size.width}`, { viewport: true });
    }
  });
});
