// Drawn public pages are kept and sent again (docs/performance.md, "Pages from memory"): a burst of anonymous views
// draws a page once; an edit and a translation of what it shows reach it within 2 s; what is private is never kept.
// (A release switch reaching a kept page is the releases journey's: it switches and reads the page drawn anew.)
import { randomUUID } from 'node:crypto';
import { SEE_CANARIES_COOKIE } from '@site/contracts/release-cookies';
import { postJson } from '../src/admin-helpers';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { adminToken, screenshot } from '../src/harness';

// The shell reads the content's version every 250 ms, and after a quiet second waits for a new read: an edit shows
// within 2 s by that design. The journey waits for the edit to show (a loaded machine may take longer) and prints when.
const shows = async (read: () => Promise<string>, text: string) => {
  const from = Date.now();
  await expect.poll(async () => (await read()).includes(text), { timeout: 15_000 }).toBe(true);
  console.log(`“${text}” showed on a kept page after ${Date.now() - from} ms`);
};

test('a public page is drawn once and sent again from memory; an edit and a translation reach it; private pages are never kept', async ({ site }) => {
  const token = await adminToken(site.apiUrl);
  const title = `Night Supervisor ${randomUUID().slice(0, 6)}`;
  const job = {
    jobTitle: title,
    description: 'Leads the night shift',
    experience: '3-5 years',
    location: 'Pune',
    salary: '₹22,000',
    requirement: 'Calm',
    benefit: 'PF',
  };
  const { data } = (await postJson(site, 'admin/jobs/addJobs', job, token)) as { data: { _id: string } };
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });
  const page = `/jobdetail/${data._id}`;

  // A burst of views: one drawing, the rest from memory, the same bytes and tag each time.
  const first = await get(page);
  expect(first.headers.get('x-cache')).toBe('MISS');
  const burst = await Promise.all(Array.from({ length: 20 }, () => get(page)));
  expect(burst.map((r) => r.headers.get('x-cache'))).toEqual(Array(20).fill('HIT'));
  expect(new Set(burst.map((r) => r.headers.get('etag')))).toEqual(new Set([first.headers.get('etag')]));
  const html = await first.text();
  expect(html).toContain(title);
  // The same bytes for every visitor: what is theirs (the report tokens of their releases) comes as a cookie.
  expect(html).not.toMatch(/"token":/);
  // A browser holding the page is told it is unchanged, with the same policy as the page.
  const unchanged = await get(page, { 'If-None-Match': first.headers.get('etag')! });
  expect(unchanged.status).toBe(304);
  expect(unchanged.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

  // An edit, and a Marathi translation, each read by a page kept before it.
  const marathi = `/mr${page}`;
  expect((await get(marathi)).status).toBe(200);
  expect((await get(marathi)).headers.get('x-cache')).toBe('HIT');
  const edited = `${title} (Hadapsar)`;
  await postJson(site, `admin/jobs/editJobs/${data._id}`, { jobTitle: edited }, token);
  await shows(async () => (await get(page)).text(), edited);
  const translated = `रात्र पर्यवेक्षक ${randomUUID().slice(0, 6)}`;
  await postJson(site, `admin/jobs/editJobs/${data._id}`, { translations: { mr: { values: { jobTitle: translated } } } }, token);
  await shows(async () => (await get(marathi)).text(), translated);

  // Never kept: the back office, a candidate's private page, and an admin who chose to see every canary.
  for (const [path, headers] of [
    ['/admin/jobs', {}],
    ['/application/not-a-real-token-0000000000', {}],
    ['/main/jobs', { cookie: `${SEE_CANARIES_COOKIE}=a-pass` }],
  ] as const) {
    await get(path, headers);
    expect((await get(path, headers)).headers.get('x-cache'), path).toBeNull();
  }
});

test('a visitor saving data gets the home page without its hero photo, kept apart from everyone else’s', async ({ site, newPage }) => {
  const get = (headers: Record<string, string> = {}) => fetch(`${site.url}/main/home`, { headers });
  const [plain, saving] = await Promise.all([get(), get({ 'Save-Data': 'on' })]);
  for (const res of [plain, saving]) expect(res.headers.get('vary')).toBe('Accept-Encoding, Save-Data');
  const [full, light] = [await plain.text(), await saving.text()];
  expect(full).toMatch(/<link rel="preload" as="image"/);
  expect(full).toContain('class="ui-hero__image');
  expect(light).not.toMatch(/<link rel="preload" as="image"/);
  expect(light).not.toContain('class="ui-hero__image');
  // The browser draws it the same way: its configuration says so.
  expect(light).toMatch(/"saveData":true/);
  expect((await get({ 'Save-Data': 'on' })).headers.get('etag')).toBe(saving.headers.get('etag'));
  expect(saving.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  // In a browser saving data: the hero keeps its colour and words, and the page is taken over without a mismatch.
  for (const size of [PHONE, WIDE]) {
    const page = await newPage(size, { extraHTTPHeaders: { 'Save-Data': 'on' } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${site.url}/main/home`);
    await expect(page.locator('.ui-hero h1, .ui-hero h2').first()).toBeVisible();
    await expect(page.locator('.ui-hero__image')).toHaveCount(0);
    await screenshot(page, `save-data-home-${size.width}`, { viewport: true });
    expect(errors).toEqual([]);
  }
});
