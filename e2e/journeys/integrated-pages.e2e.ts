// Every page of the integrated site against the seeded API: content, links,
// the logo strip's loop, the jobs slider, client detail found / not found / loading, axe, layout shift, and
// screenshots at desktop (1280) and phone (390) width.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, type Size, test as base, WIDE } from '../src/fixtures';
import { apiList, changesOverTime, holdAnswers, layoutShift, navigateInApp, screenshot, seriousAxeViolations, trackLayoutShift } from '../src/harness';
import { type SeededClient, seededClients } from '../src/integrated-helpers';
import { expectContactLinks, expectFooterServices, expectSlidesWithOwnTexts, type Slide } from '../src/site-helpers';

const test = base.extend<{ clients: SeededClient[]; open: (path: string, size?: Size) => Promise<Page> }>({
  clients: async ({ site }, use) => {
    const clients = await seededClients(site.apiUrl);
    expect(clients.length).toBeGreaterThan(1);
    await use(clients);
  },
  /** A fresh page on `path`, its layout shift tracked from the first paint. */
  open: async ({ newPage, site }, use) => {
    await use(async (path, size = DESKTOP) => {
      const page = await newPage(size);
      await trackLayoutShift(page);
      await page.goto(`${site.url}${path}`);
      return page;
    });
  },
});

// The pages only read the seeded content, each journey in a page of its own: they may run in several workers at once.
test.describe.configure({ mode: 'parallel' });

/** Axe finds nothing serious, the page did not shift as data arrived, and a full-page screenshot for review. */
async function checkPage(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.1);
}

test.describe('integrated home (/integrat/home and /website)', () => {
  test('has the banner, the looping client logo strip, the services grid, Get in Touch and the footer', async ({ open, site, clients }) => {
    const page = await open('/integrat/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrated facility management' })).toBeVisible();
    await expect(page.getByText('HOME', { exact: true })).toBeVisible();

    const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
    await expect(strip).toBeVisible();
    const items = strip.locator('li');
    await expect(items).toHaveCount(clients.length * 2);
    // One copy is announced and focusable; the doubled copy only completes the loop.
    await expect(strip.getByRole('link')).toHaveCount(clients.length);
    await expect(strip.getByRole('img', { name: clients[0]!.name })).toBeVisible();
    const track = strip.locator('ul');
    await expect(track).toHaveCSS('animation-name', 'ui-logo-strip-loop');
    await expect(track).toHaveCSS('animation-duration', '15s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const x0 = await track.evaluate((el) => el.getBoundingClientRect().x);
    await expect.poll(() => track.evaluate((el) => el.getBoundingClientRect().x)).toBeLessThan(x0 - 20);
    // The track itself never stands still, so point at the middle of the strip.
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.locator('.ui-logo-strip__viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // The first logo links to its client.
    await expect(strip.getByRole('link').first()).toHaveAttribute('href', `/client/${clients[0]!._id}`);

    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    // The clients' testimonials, as the admin's Integrated Testimonial screen edits them.
    const testimonials = await apiList<{ name: string }>(site.apiUrl, 'admin/testimonial/getTestimonial', 'testimonial');
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
    await expect(page.getByText(testimonials[0]!.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('+91 98765 43210').first()).toBeVisible();
    await checkPage(page, 'integrated-home-desktop');

    // The integrated navigation links the integrated pages.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['/integrat/home', '/integrat/about', '/integrat/services', '/integrat/clients', '/integrat/Job', '/integrat/contact']),
    );
  });

  test('/website is the same screen', async ({ open }) => {
    const page = await open('/website');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrated facility management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trusted by Industry Leaders', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    // Home is the current page in the bar.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveClass(/\bactive\b/);
  });

  test('the logo strip stands still for reduced motion and stops with every focused logo in sight', async ({ newPage, site, clients }) => {
    const page = await newPage(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/integrat/home`);
    const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
    await expect(strip.locator('li')).toHaveCount(clients.length * 2);
    const track = strip.locator('ul');
    await expect(track).toHaveCSS('animation-name', 'none');
    // Only the single list shows (it wraps instead of scrolling).
    await expect(strip.locator('li:visible')).toHaveCount(clients.length);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Keyboard focus stops the loop, and each focused logo is scrolled into sight.
    const viewport = (await strip.locator('.ui-logo-strip__viewport').boundingBox())!;
    const links = strip.getByRole('link');
    for (let i = clients.length - 1; i >= 0; i--) {
      await links.nth(i).focus();
      await expect(track).toHaveCSS('animation-name', 'none');
      const box = (await links.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewport.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width + 1);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/client/${clients[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: clients[0]!.name })).toBeVisible();
  });

  test('works on a phone', async ({ open }) => {
    const page = await open('/integrat/home', PHONE);
    // Exactly: a banner slide's title says the same words in other capitals.
    await expect(page.getByRole('heading', { name: 'Trusted by Industry Leaders', exact: true })).toBeVisible();
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-home-phone');
  });
});

test.describe('integrated about (/integrat/about)', () => {
  test('has the banner, the about block, the counting stats, every mission field and the about cards', async ({ open, site }) => {
    const about = (await apiList<{ heading: string; description: string }>(site.apiUrl, 'admin/about/getAbout', 'About'))[0]!;
    const missions = await apiList<Record<string, string>>(site.apiUrl, 'admin/integratedMission/getIntegratedMission', 'integratedMission');
    const cards = await apiList<{ image: string }>(site.apiUrl, 'admin/aboutCards/getAboutCards', 'aboutCards');
    const page = await open('/integrat/about');
    await expect(page.getByText('ABOUT', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: about.heading })).toBeVisible();
    await expect(page.getByText(about.description)).toBeVisible();
    await expect(page.getByText(/Years Experience of Service/)).toBeVisible();

    // The stats count up to the about content's figures.
    const stats = page.getByRole('region', { name: 'Our numbers' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator('strong').first()).toHaveText('120+');
    await expect(stats.getByText('Projects Completed')).toBeVisible();

    const block = page.getByRole('region', { name: 'Our Mission, Vision and Values' });
    await expect(block.locator('li')).toHaveCount(missions.length);
    for (const m of missions) {
      await expect(block.getByRole('heading', { level: 3, name: m.title })).toBeVisible();
      for (const field of ['description', 'heading', 'content', 'text', 'paragraph']) await expect(block.getByText(m[field]!, { exact: true })).toBeVisible();
    }
    await expect(block.locator('img')).toHaveCount(missions.length);

    const cardSection = page.getByRole('region', { name: 'What Sets Us Apart' });
    await expect(cardSection.locator('img')).toHaveCount(cards.length);
    await checkPage(page, 'integrated-about-desktop');
  });

  test('works on a phone', async ({ open }) => {
    const page = await open('/integrat/about', PHONE);
    await expect(page.getByRole('heading', { name: 'Our Mission, Vision and Values' })).toBeVisible();
    await expect(page.locator('.integrated-mission')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-about-phone');
  });
});

test.describe('integrated services (/integrat/services)', () => {
  test('has the banner and the services grid with Read More to /booking/{id}', async ({ open, site }) => {
    const services = await apiList<{ _id: string; title: string }>(site.apiUrl, 'admin/services/getServices', 'services');
    const page = await open('/integrat/services');
    await expect(page.getByText('SERVICES', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await expect(page.locator('.ui-services__card')).toHaveCount(services.length);
    const more = page.getByRole('link', { name: `Read More: ${services[0]!.title}` });
    await expect(more).toHaveAttribute('href', `/booking/${services[0]!._id}`);
    await checkPage(page, 'integrated-services-desktop');
    await more.click();
    await page.waitForURL(`**/booking/${services[0]!._id}`);
    await expect(page.getByRole('heading', { name: services[0]!.title }).first()).toBeVisible();
  });

  test('works on a phone, one card per row', async ({ open }) => {
    const page = await open('/integrat/services', PHONE);
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    const xs = await page.locator('.ui-services__card').evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().x))).size);
    expect(xs).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-services-phone');
  });
});

test.describe('integrated clients (/integrat/clients, /integrat/Clients)', () => {
  test('shows a card per client with logo, name, industry and year, linking to the client', async ({ open, clients }) => {
    const page = await open('/integrat/clients');
    await expect(page.getByText('CLIENTS', { exact: true })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Organisations That Trust Us' });
    await expect(grid.getByRole('listitem')).toHaveCount(clients.length);
    for (const c of clients) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: c.name, exact: true }) });
      await expect(card.getByText(c.industry, { exact: true })).toBeVisible();
      await expect(card.getByText(`Since ${c.year}`)).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', `/client/${c._id}`);
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
    await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/integrat/Clients is the same page, and works on a phone', async ({ open, clients }) => {
    const page = await open('/integrat/Clients', PHONE);
    await expect(page.locator('.ui-client-card')).toHaveCount(clients.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-clients-phone');
  });
});

test.describe('client detail (/client/{id})', () => {
  test('shows every field, the lists and the image, and goes back to /integrat/Clients', async ({ open, clients }) => {
    const client = clients.find((c) => c.fullDescription)!;
    const page = await open(`/client/${client._id}`);
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    for (const text of [client.description, client.fullDescription!, client.industry, String(client.year)])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    const services = page.getByRole('region', { name: 'Services' }).getByRole('listitem');
    await expect(services).toHaveText(client.services);
    const achievements = page.getByRole('region', { name: 'Achievements' }).getByRole('listitem');
    await expect(achievements).toHaveText(client.achievements);
    const logo = page.getByRole('img', { name: `${client.name} logo` });
    expect(await logo.getAttribute('src')).toContain(client.image);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await checkPage(page, 'integrated-client-detail-desktop');

    await page.getByRole('link', { name: 'Back to Clients' }).first().click();
    await page.waitForURL('**/integrat/Clients');
    await expect(page.getByRole('heading', { name: 'Organisations That Trust Us' })).toBeVisible();
  });

  test('a client without a full description shows only what it has, also on a phone', async ({ open, clients }) => {
    const client = clients.find((c) => !c.fullDescription)!;
    const page = await open(`/client/${client._id}`, PHONE);
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    await expect(page.getByText(client.description, { exact: true })).toBeVisible();
    await expect(page.locator('.integrated-client__full')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-client-detail-phone');
  });

  test("shows 'Client not found' for an unknown or malformed id", async ({ open, site }) => {
    const page = await open('/client/0123456789abcdef01234567');
    await expect(page.getByRole('heading', { level: 1, name: 'Client not found' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-client-not-found-desktop');
    await page.goto(`${site.url}/client/not-a-client`);
    await expect(page.getByRole('heading', { level: 1, name: 'Client not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await page.waitForURL('**/integrat/Clients');
  });

  test("on a phone, and after a found client in the same page: the old client never stands in for 'Client not found'", async ({ open, clients }) => {
    const page = await open(`/client/${clients[0]!._id}`, PHONE);
    await expect(page.getByRole('heading', { level: 1, name: clients[0]!.name })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/client/0123456789abcdef01234567');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Client not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: clients[0]!.name })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'integrated-client-not-found-phone');
  });

  test('shows a loading state until the client arrives', async ({ newPage, site, clients }) => {
    const client = clients[0]!;
    const page = await newPage(DESKTOP);
    const release = await holdAnswers(page, `**/admin/clients/get/${client._id}`);
    // Reached by a link: a page loaded from the server arrives with its client already in it.
    await page.goto(`${site.url}/integrat/contact`);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await navigateInApp(page, `/client/${client._id}`);
    await expect(page.getByRole('status').getByText('Loading client...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    await expect(page.getByText('Loading client...')).toHaveCount(0);
  });
});

test.describe('integrated jobs (/integrat/Job)', () => {
  test("has the banner, 'Available Career Opportunities' with Read more to the job, and a 2-image slider changing every 5 s", async ({ newPage, site }) => {
    const jobs = await apiList<{ _id: string; jobTitle: string }>(site.apiUrl, 'admin/jobs/getJobs', 'Jobs');
    const page = await newPage(DESKTOP);
    await trackLayoutShift(page);
    // The slides change on the page's own clock, which the test moves on.
    await page.clock.install();
    await page.goto(`${site.url}/integrat/Job`);
    await expect(page.getByText('JOBS', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Career Opportunities' })).toBeVisible();
    await expect(page.locator('.ui-jobs__card')).toHaveCount(jobs.length);

    const slider = page.getByRole('group', { name: 'Life at Sentinel' });
    const slides = slider.locator('.ui-slider__slide');
    await expect(slides).toHaveCount(2);
    const current = () => slider.locator('.ui-slider__slide--current img').getAttribute('alt');
    const alts = await slides.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(new Set(alts).size).toBe(2);
    // Over 11 s one slide gives way to the other and back, 5 s apart (wherever in its 5 s the page's clock stopped:
    // on a loaded machine the first change may come before the clock is held).
    const changes = await changesOverTime(page, current, 11_000);
    expect(changes).toHaveLength(2);
    expect(alts).toContain(changes[0]!.value);
    expect(changes[1]!.value).toBe(alts.find((a) => a !== changes[0]!.value));
    expect(changes[1]!.at - changes[0]!.at).toBe(5000);
    // By hand and paused.
    await slider.getByRole('button', { name: 'Pause slides' }).click();
    await slider.getByRole('button', { name: 'Show slide 2' }).click();
    const chosen = await current();
    expect(chosen).toBe(alts[1]);
    await page.clock.runFor(6000);
    expect(await current()).toBe(chosen);
    await page.clock.resume();
    await checkPage(page, 'integrated-jobs-desktop');

    const readMore = page.getByRole('link', { name: `Read more about ${jobs[0]!.jobTitle}` });
    await readMore.click();
    await page.waitForURL(`**/jobdetail/${jobs[0]!._id}`);
    await expect(page.getByRole('heading', { name: jobs[0]!.jobTitle }).first()).toBeVisible();
  });

  test('works on a phone', async ({ open }) => {
    const page = await open('/integrat/Job', PHONE);
    await expect(page.getByRole('heading', { name: 'Available Career Opportunities' })).toBeVisible();
    await expect(page.locator('.ui-jobs__card').first()).toBeVisible();
    await expect(page.locator('.ui-slider__slide').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-jobs-phone');
  });
});

test.describe('integrated contact (/integrat/contact)', () => {
  test('has the contact information cards, phone and e-mail to tap, and the message form', async ({ open }) => {
    const page = await open('/integrat/contact', WIDE);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const type of ['Our Location', 'Phone Number', 'Email Address']) await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible();
    await expectContactLinks(page);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await checkPage(page, 'integrated-contact-desktop');
  });

  test('works on a phone', async ({ open }) => {
    const page = await open('/integrat/contact', PHONE);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Phone Number' })).toBeVisible();
    await expectContactLinks(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, 'integrated-contact-phone');
  });
});

test.describe('integrated hero and footer', () => {
  test("each hero picture comes under its own banner's title, heading, text and link, on a wide screen and a phone", async ({ newPage, site }) => {
    const slides = await apiList<Slide>(site.apiUrl, 'admin/integratedBanner/getIntegratedBanner', 'integratedBanner');
    expect(slides.length).toBeGreaterThan(1);
    for (const [size, name] of [
      [WIDE, 'integrated-hero-desktop'],
      [PHONE, 'integrated-hero-phone'],
    ] as const) {
      const page = await newPage(size);
      await page.clock.install();
      await page.goto(`${site.url}/integrat/about`);
      await expect(page.locator('.ui-hero__label')).toHaveText('ABOUT');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expectSlidesWithOwnTexts(page, site.apiUrl, slides, name);
    }
  });

  test('each footer service links to its own page, on a wide screen and a phone', async ({ open, site }) => {
    for (const [size, name] of [
      [WIDE, 'integrated-footer-desktop'],
      [PHONE, 'integrated-footer-phone'],
    ] as const) {
      const page = await open('/integrat/clients', size);
      const { links, services } = await expectFooterServices(page, site);
      await links.first().scrollIntoViewIfNeeded();
      await screenshot(page, name, { viewport: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await links.nth(2).click();
      await page.waitForURL(`**/booking/${services[2]!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: services[2]!.title })).toBeVisible();
    }
  });
});
