// Issue 5: every page of the integrated site against the seeded API (spec §2.9, §2.10, §4, §9): content, links,
// the logo strip's loop, the jobs slider, client detail found / not found / loading, axe, layout shift, and
// screenshots at desktop (1280) and phone (390) width.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiList, eventually as eventuallyWithin, layoutShift, navigateInApp, screenshot, seriousAxeViolations, startTestSite, type TestSite, trackLayoutShift } from '../src/harness';
import { type SeededClient, seededClients } from '../src/integrated-helpers';

// Three engineers share two cores: the journeys allow for a busy machine.
jest.setTimeout(120_000);

let site: TestSite;
/** A page with room for a slow machine. */
async function newPage(size?: { width: number; height: number }) {
  const page = await site.newPage(size);
  page.setDefaultTimeout(20_000);
  return page;
}
let clients: SeededClient[];
beforeAll(async () => {
  site = await startTestSite();
  clients = await seededClients(site.apiUrl);
}, 120_000);
afterAll(() => site?.stop());

/** Polls like the harness's `eventually`, with more patience by default. */
const eventually = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) => eventuallyWithin(read, ok, timeoutMs);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, size = DESKTOP): Promise<Page> {
  const page = await newPage(size);
  await trackLayoutShift(page);
  await page.goto(`${site.url}${path}`);
  return page;
}

/** Axe finds nothing serious, the page did not shift as data arrived, and a full-page screenshot for review. */
async function checkPage(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.1);
}

describe('integrated home (/integrat/home and /website)', () => {
  it('has the banner, the looping client logo strip, the services grid, Get in Touch and the footer', async () => {
    const page = await open('/integrat/home');
    await page.getByRole('heading', { level: 1, name: 'Integrated facility management' }).waitFor();
    await expect(page.getByText('HOME', { exact: true }).isVisible()).resolves.toBe(true);

    const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
    await strip.waitFor();
    const items = strip.locator('li');
    await eventually(() => items.count(), (n) => n === clients.length * 2);
    // One copy is announced and focusable; the doubled copy only completes the loop.
    await expect(strip.getByRole('link').count()).resolves.toBe(clients.length);
    await expect(strip.getByRole('img', { name: clients[0]!.name }).isVisible()).resolves.toBe(true);
    const track = strip.locator('ul');
    const animation = () => track.evaluate((el) => ({ name: getComputedStyle(el).animationName, duration: getComputedStyle(el).animationDuration, state: getComputedStyle(el).animationPlayState }));
    expect(await animation()).toEqual({ name: 'ui-logo-strip-loop', duration: '15s', state: 'running' });
    const x0 = await track.evaluate((el) => el.getBoundingClientRect().x);
    await eventually(() => track.evaluate((el) => el.getBoundingClientRect().x), (x) => x < x0 - 20);
    // The track itself never stands still, so point at the middle of the strip.
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.locator('.ui-logo-strip__viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await eventually(animation, (a) => a.state === 'paused');
    await page.mouse.move(0, 0);
    await eventually(animation, (a) => a.state === 'running');
    // The first logo links to its client.
    expect(await strip.getByRole('link').first().getAttribute('href')).toBe(`/client/${clients[0]!._id}`);

    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9);
    // The clients' testimonials, as the admin's Integrated Testimonial screen edits them.
    const testimonials = await apiList<{ name: string }>(site.apiUrl, 'admin/testimonial/getTestimonial', 'testimonial');
    await page.getByRole('heading', { name: 'What our clients say' }).waitFor();
    await page.getByText(testimonials[0]!.name, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    await expect(page.getByRole('form', { name: 'Get in Touch' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await page.getByText('+91 98765 43210').first().waitFor();
    await checkPage(page, 'integrated-home-desktop');

    // The integrated navigation links the integrated pages.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/integrat/home', '/integrat/about', '/integrat/services', '/integrat/clients', '/integrat/Job', '/integrat/contact']));
  });

  it('/website is the same screen', async () => {
    const page = await open('/website');
    await page.getByRole('heading', { level: 1, name: 'Integrated facility management' }).waitFor();
    await page.getByRole('heading', { name: 'Trusted by Industry Leaders' }).waitFor();
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    // Home is the current page in the bar.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).getAttribute('class')).resolves.toContain('active');
  });

  it('the logo strip stands still for reduced motion and stops with every focused logo in sight', async () => {
    const page = await newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/integrat/home`);
    const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
    await eventually(() => strip.locator('li').count(), (n) => n === clients.length * 2);
    const track = strip.locator('ul');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // Only the single list shows (it wraps instead of scrolling).
    await eventually(() => strip.locator('li:visible').count(), (n) => n === clients.length);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Keyboard focus stops the loop, and each focused logo is scrolled into sight.
    const viewport = (await strip.locator('.ui-logo-strip__viewport').boundingBox())!;
    const links = strip.getByRole('link');
    for (let i = clients.length - 1; i >= 0; i--) {
      await links.nth(i).focus();
      await eventually(() => track.evaluate((el) => getComputedStyle(el).animationName), (name) => name === 'none');
      const box = (await links.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewport.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width + 1);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/client/${clients[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: clients[0]!.name }).waitFor();
  });

  it('works on a phone', async () => {
    const page = await open('/integrat/home', PHONE);
    await page.getByRole('heading', { name: 'Trusted by Industry Leaders' }).waitFor();
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9);
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-home-phone');
  });
});

describe('integrated about (/integrat/about)', () => {
  it('has the banner, the about block, the counting stats, every mission field and the about cards', async () => {
    const about = (await apiList<{ heading: string; description: string }>(site.apiUrl, 'admin/about/getAbout', 'About'))[0]!;
    const missions = await apiList<Record<string, string>>(site.apiUrl, 'admin/integratedMission/getIntegratedMission', 'integratedMission');
    const cards = await apiList<{ image: string }>(site.apiUrl, 'admin/aboutCards/getAboutCards', 'aboutCards');
    const page = await open('/integrat/about');
    await page.getByText('ABOUT', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: about.heading }).waitFor();
    await page.getByText(about.description).waitFor();
    await page.getByText(/Years Experience of Service/).waitFor();

    // The stats count up to the about content's figures.
    const stats = page.getByRole('region', { name: 'Our numbers' });
    await stats.scrollIntoViewIfNeeded();
    await eventually(() => stats.locator('strong').first().innerText(), (t) => t === '120+', 8000);
    await stats.getByText('Projects Completed').waitFor();

    const block = page.getByRole('region', { name: 'Our Mission, Vision and Values' });
    await eventually(() => block.locator('li').count(), (n) => n === missions.length);
    for (const m of missions) {
      await block.getByRole('heading', { level: 3, name: m.title }).waitFor();
      for (const field of ['description', 'heading', 'content', 'text', 'paragraph']) await block.getByText(m[field]!, { exact: true }).waitFor();
    }
    await expect(block.locator('img').count()).resolves.toBe(missions.length);

    const cardSection = page.getByRole('region', { name: 'What Sets Us Apart' });
    await eventually(() => cardSection.locator('img').count(), (n) => n === cards.length);
    await checkPage(page, 'integrated-about-desktop');
  });

  it('works on a phone', async () => {
    const page = await open('/integrat/about', PHONE);
    await page.getByRole('heading', { name: 'Our Mission, Vision and Values' }).waitFor();
    await eventually(() => page.locator('.integrated-mission').count(), (n) => n === 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-about-phone');
  });
});

describe('integrated services (/integrat/services)', () => {
  it('has the banner and the services grid with Read More to /booking/{id}', async () => {
    const services = await apiList<{ _id: string; title: string }>(site.apiUrl, 'admin/services/getServices', 'services');
    const page = await open('/integrat/services');
    await page.getByText('SERVICES', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === services.length);
    const more = page.getByRole('link', { name: `Read More: ${services[0]!.title}` });
    expect(await more.getAttribute('href')).toBe(`/booking/${services[0]!._id}`);
    await checkPage(page, 'integrated-services-desktop');
    await more.click();
    await page.waitForURL(`**/booking/${services[0]!._id}`);
    await page.getByRole('heading', { name: services[0]!.title }).first().waitFor();
  });

  it('works on a phone, one card per row', async () => {
    const page = await open('/integrat/services', PHONE);
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9);
    const xs = await page.locator('.ui-services__card').evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().x))).size);
    expect(xs).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-services-phone');
  });
});

describe('integrated clients (/integrat/clients, /integrat/Clients)', () => {
  it('shows a card per client with logo, name, industry and year, linking to the client', async () => {
    const page = await open('/integrat/clients');
    await page.getByText('CLIENTS', { exact: true }).waitFor();
    const grid = page.getByRole('region', { name: 'Organisations That Trust Us' });
    await eventually(() => grid.getByRole('listitem').count(), (n) => n === clients.length);
    for (const c of clients) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: c.name, exact: true }) });
      await expect(card.getByText(c.industry, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card.getByText(`Since ${c.year}`).isVisible()).resolves.toBe(true);
      expect(await card.getByRole('link').getAttribute('href')).toBe(`/client/${c._id}`);
      expect(await card.locator('img').getAttribute('src')).toContain(c.image);
    }
    await checkPage(page, 'integrated-clients-desktop');

    // A card low on the page opens its client at the top of the page.
    const last = clients[clients.length - 1]!;
    const card = grid.getByRole('link', { name: new RegExp(last.name) });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await card.click();
    await page.waitForURL(`**/client/${last._id}`);
    await page.getByRole('heading', { level: 1, name: last.name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('/integrat/Clients is the same page, and works on a phone', async () => {
    const page = await open('/integrat/Clients', PHONE);
    await eventually(() => page.locator('.ui-client-card').count(), (n) => n === clients.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-clients-phone');
  });
});

describe('client detail (/client/{id})', () => {
  it('shows every field, the lists and the image, and goes back to /integrat/Clients', async () => {
    const client = clients.find((c) => c.fullDescription)!;
    const page = await open(`/client/${client._id}`);
    await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
    for (const text of [client.description, client.fullDescription!, client.industry, String(client.year)]) await page.getByText(text, { exact: true }).waitFor();
    const services = page.getByRole('region', { name: 'Services' }).getByRole('listitem');
    expect((await services.allInnerTexts()).map((t) => t.trim())).toEqual(client.services);
    const achievements = page.getByRole('region', { name: 'Achievements' }).getByRole('listitem');
    expect((await achievements.allInnerTexts()).map((t) => t.trim())).toEqual(client.achievements);
    const logo = page.getByRole('img', { name: `${client.name} logo` });
    expect(await logo.getAttribute('src')).toContain(client.image);
    await eventually(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), (w) => w > 0);
    await checkPage(page, 'integrated-client-detail-desktop');

    await page.getByRole('link', { name: 'Back to Clients' }).first().click();
    await page.waitForURL('**/integrat/Clients');
    await page.getByRole('heading', { name: 'Organisations That Trust Us' }).waitFor();
  });

  it('a client without a full description shows only what it has, also on a phone', async () => {
    const client = clients.find((c) => !c.fullDescription)!;
    const page = await open(`/client/${client._id}`, PHONE);
    await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
    await page.getByText(client.description, { exact: true }).waitFor();
    await expect(page.locator('.integrated-client__full').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-client-detail-phone');
  });

  it("shows 'Client not found' for an unknown or malformed id", async () => {
    const page = await open('/client/0123456789abcdef01234567');
    await page.getByRole('heading', { level: 1, name: 'Client not found' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-client-not-found-desktop');
    await page.goto(`${site.url}/client/not-a-client`);
    await page.getByRole('heading', { level: 1, name: 'Client not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await page.waitForURL('**/integrat/Clients');
  });

  it("on a phone, and after a found client in the same page: the old client never stands in for 'Client not found'", async () => {
    const page = await open(`/client/${clients[0]!._id}`, PHONE);
    await page.getByRole('heading', { level: 1, name: clients[0]!.name }).waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/client/0123456789abcdef01234567');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Client not found' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: clients[0]!.name }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'integrated-client-not-found-phone');
  });

  it('shows a loading state until the client arrives', async () => {
    const client = clients[0]!;
    const page = await newPage(DESKTOP);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/admin/clients/get/${client._id}`, async (route) => {
      await held;
      await route.continue();
    });
    // Reached by a link: a page loaded from the server arrives with its client already in it.
    await page.goto(`${site.url}/integrat/contact`);
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    await navigateInApp(page, `/client/${client._id}`);
    await page.getByRole('status').getByText('Loading client...').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
    await expect(page.getByText('Loading client...').count()).resolves.toBe(0);
  });
});

describe('integrated jobs (/integrat/Job)', () => {
  it("has the banner, 'Available Career Opportunities' with Read more to the job, and a 2-image slider changing every 5 s", async () => {
    const jobs = await apiList<{ _id: string; jobTitle: string }>(site.apiUrl, 'admin/jobs/getJobs', 'Jobs');
    const page = await open('/integrat/Job');
    await page.getByText('JOBS', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Available Career Opportunities' }).waitFor();
    await eventually(() => page.locator('.ui-jobs__card').count(), (n) => n === jobs.length);

    const slider = page.getByRole('group', { name: 'Life at Sentinel' });
    const slides = slider.locator('.ui-slider__slide');
    await eventually(() => slides.count(), (n) => n === 2);
    const current = () => slider.locator('.ui-slider__slide--current img').getAttribute('alt');
    const first = await current();
    const changedAt = Date.now();
    await eventually(current, (alt) => alt !== first, 7000);
    expect(Date.now() - changedAt).toBeLessThan(6500);
    await eventually(current, (alt) => alt === first, 7000);
    // By hand and paused.
    await slider.getByRole('button', { name: 'Pause slides' }).click();
    await slider.getByRole('button', { name: 'Show slide 2' }).click();
    const chosen = await current();
    expect(chosen).not.toBe(first);
    await new Promise((r) => setTimeout(r, 5500));
    expect(await current()).toBe(chosen);
    await checkPage(page, 'integrated-jobs-desktop');

    const readMore = page.getByRole('link', { name: `Read more about ${jobs[0]!.jobTitle}` });
    await readMore.click();
    await page.waitForURL(`**/jobdetail/${jobs[0]!._id}`);
    await page.getByRole('heading', { name: jobs[0]!.jobTitle }).first().waitFor();
  });

  it('works on a phone', async () => {
    const page = await open('/integrat/Job', PHONE);
    await page.getByRole('heading', { name: 'Available Career Opportunities' }).waitFor();
    await page.locator('.ui-jobs__card').first().waitFor();
    await page.locator('.ui-slider__slide').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-jobs-phone');
  });
});

describe('integrated contact (/integrat/contact)', () => {
  it('has the contact information cards and the message form', async () => {
    const page = await open('/integrat/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    for (const type of ['Our Location', 'Phone Number', 'Email Address']) await page.getByRole('heading', { level: 3, name: type }).waitFor();
    await page.getByText('info@sentinelifs.in').first().waitFor();
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    await checkPage(page, 'integrated-contact-desktop');
  });

  it('works on a phone', async () => {
    const page = await open('/integrat/contact', PHONE);
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Phone Number' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-contact-phone');
  });
});
