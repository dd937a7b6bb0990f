// Issue 4: every /main page as the spec describes it (§2.3, §2.4, §2.10, §4), at desktop and phone width,
// keyboard-usable, without serious axe violations and without layout shift when the data arrives.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, layoutShift, navigateInApp, scrollThrough, startTestSite, type TestSite, trackLayoutShift } from '../src/harness';
import { captureAndAudit, DESKTOP, overflowsSideways, PHONE, seededJobs, seededServices, mainPage } from '../src/main-helpers';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

async function expectHero(page: Page, label: string) {
  const hero = page.locator('.ui-hero');
  await expect(hero.locator('.ui-hero__label').innerText()).resolves.toBe(label);
  expect(await hero.getByRole('link', { name: 'BOOK A SCHEDULE' }).getAttribute('href')).toBe('/main/service');
}

describe('main site pages', () => {
  it('home: the parts of spec §2.3 in order, the hero rotating every 3 s, testimonials wrapping both ways', async () => {
    const page = await mainPage(site, DESKTOP);
    await trackLayoutShift(page);
    await page.goto(`${site.url}/main/home`);
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9, 15_000);
    await expectHero(page, 'HOME');

    // The hero shows the banners' images in turn.
    const current = () => page.locator('.ui-hero__image').evaluateAll((els) => els.findIndex((e) => e.classList.contains('ui-hero__image--current')));
    expect(await page.locator('.ui-hero__image').count()).toBe(4);
    const first = await current();
    const started = Date.now();
    await eventually(current, (i) => i !== first, 4500);
    expect(Date.now() - started).toBeGreaterThan(1500);

    // Order: contact bar, navigation, hero, services, testimonials, help, contact us, enquiry form, footer.
    await page.locator('.main-help__card').first().waitFor();
    const order = ['.ui-topbar', 'nav', '.ui-hero', '.ui-services', '.ui-testimonials', '.main-help', '.main-contact-us', '.main-enquiry', 'footer'];
    const tops = [];
    for (const s of order) tops.push(await top(page, s));
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ }).getAttribute('href')).resolves.toBe('https://wa.me/919876543210');

    // Testimonials: previous from the first wraps to the last, next from the last wraps to the first.
    const name = () => page.locator('.ui-testimonials__card figcaption strong').innerText();
    expect(await name()).toBe('Rajesh Kulkarni');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await name()).toBe('Fatima Shaikh');
    await expect(page.getByRole('button', { name: 'Testimonial 6' }).getAttribute('aria-current')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await name()).toBe('Rajesh Kulkarni');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await name()).toBe('Ananya Iyer');
    await page.getByRole('button', { name: 'Testimonial 4' }).click();
    expect(await name()).toBe('Meera Nair');
    await expect(page.getByRole('img', { name: '4 out of 5 stars' }).count()).resolves.toBe(1);

    // Help cards and the contact-us block with the admin's phone and e-mail.
    expect(await page.locator('.main-help__card h3').allInnerTexts()).toEqual(['Need a security audit?', 'Planning a facility contract?', 'Looking for a job?']);
    const contactUs = page.locator('.main-contact-us');
    await expect(contactUs.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).resolves.toBe('tel:+919876543210');
    await expect(contactUs.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe('/main/contact');

    expect(await layoutShift(page)).toBeLessThan(0.1);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'home-desktop')).toEqual([]);
  }, 120_000);

  it('home on a phone: one column, no sideways scrolling, testimonials still movable', async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/main/home`);
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9, 15_000);
    const columns = await page.locator('.ui-services__grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await page.locator('.ui-testimonials__card figcaption strong').innerText()).toBe('Ananya Iyer');
    expect(await overflowsSideways(page)).toBe(false);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'home-phone')).toEqual([]);
  }, 120_000);

  it('services grid: 1, 2, 3 and 4 columns by width', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/service`);
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9, 15_000);
    const counted = [];
    for (const width of [390, 700, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      counted.push(await page.locator('.ui-services__grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length));
    }
    expect(counted).toEqual([1, 2, 3, 4]);
    await page.setViewportSize(PHONE);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'service-phone')).toEqual([]);
  }, 120_000);

  it('/main/service: hero SERVICES, descriptions cut at 100 characters, Read More to /booking/{id}', async () => {
    const services = await seededServices(site);
    const page = await mainPage(site, DESKTOP);
    // While the list is on its way the grid says so.
    await page.route('**/admin/services/getServices', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    // Reached by a link: a page loaded from the server arrives with its list already in it.
    await page.goto(`${site.url}/main/contact`);
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    await navigateInApp(page, '/main/service');
    await page.getByText('Loading services...').waitFor();
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === services.length, 15_000);
    await expectHero(page, 'SERVICES');
    const texts = await page.locator('.ui-services__body p').allInnerTexts();
    for (const [i, s] of services.entries()) {
      const description = String(s.description);
      expect(texts[i]).toBe(description.length > 100 ? `${description.slice(0, 100)}...` : description);
    }
    expect(texts.some((t) => t.endsWith('...'))).toBe(true);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'service-desktop')).toEqual([]);
    await page.getByRole('link', { name: `Read More: ${services[0]!.title}` }).click();
    await page.waitForURL(`**/booking/${services[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: String(services[0]!.title) }).waitFor();
  }, 120_000);

  it('/main/about: hero ABOUT, experience badge, images and avatars, counting statistics, first 8 missions with icons', async () => {
    const page = await mainPage(site, DESKTOP);
    await trackLayoutShift(page);
    await page.goto(`${site.url}/main/about`);
    await expectHero(page, 'ABOUT');
    await page.getByRole('heading', { name: 'Keeping workplaces safe, clean and running since 2010' }).waitFor();
    await expect(page.locator('.main-about__badge').innerText()).resolves.toMatch(/15\+\s+Years Experience of Service/);
    expect(await page.locator('.main-about__avatars img').count()).toBe(4);
    expect(await page.locator('.main-about__media img').count()).toBe(2);

    // The strip starts when it comes into view and counts up on a 20 ms tick.
    const strip = page.locator('.ui-stats');
    const figures = () => strip.locator('strong').allInnerTexts();
    expect(await figures()).toEqual(['0+', '0+', '0+', '0']);
    await strip.scrollIntoViewIfNeeded();
    await eventually(figures, (f) => f[0] === '120+' && f[1] === '85+' && f[3] === '18', 5000);
    const staff = Number((await figures())[2]!.replace('+', ''));
    expect(staff).toBeGreaterThan(0);
    expect(await strip.locator('.ui-visually-hidden').allInnerTexts()).toEqual(['120+', '85+', '2500+', '18']);
    expect(await strip.locator('.ui-stats__item > span:not(.ui-visually-hidden)').allInnerTexts()).toEqual(['Projects Completed', 'Happy Clients', 'Trained Staff', 'Awards Won']);

    // Mission and Vision: 9 missions are seeded, the first 8 are shown, each with an icon.
    await page.getByRole('heading', { name: 'Mission and Vision' }).waitFor();
    await eventually(() => page.locator('.main-missions__card').count(), (n) => n === 8, 15_000);
    expect(await page.locator('.main-missions__card svg').count()).toBe(8);
    expect(await page.locator('.main-missions__card h3').first().innerText()).toBe('Safety first');
    await expect(page.getByText('Listening first').count()).resolves.toBe(0);

    expect(await layoutShift(page)).toBeLessThan(0.1);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'about-desktop')).toEqual([]);
    const phone = await mainPage(site, PHONE);
    await phone.goto(`${site.url}/main/about`);
    await eventually(() => phone.locator('.main-missions__card').count(), (n) => n === 8, 15_000);
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'about-phone')).toEqual([]);
  }, 120_000);

  it('/main/contact: a card per contactType with its icon and the Send Us a Message form', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/contact`);
    await eventually(() => page.locator('.ui-contact-cards__card').count(), (n) => n === 3, 15_000);
    expect(await page.locator('.ui-contact-cards__card h3').allInnerTexts()).toEqual(['Our Location', 'Phone Number', 'Email Address']);
    expect(await page.locator('.ui-contact-cards__card svg').count()).toBe(3);
    await page.getByText('+91 98765 43210', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) await page.getByLabel(label, { exact: true }).waitFor();
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'contact-desktop')).toEqual([]);
    const phone = await mainPage(site, PHONE);
    await phone.goto(`${site.url}/main/contact`);
    await phone.getByRole('heading', { name: 'Send Us a Message' }).waitFor({ timeout: 20_000 });
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'contact-phone')).toEqual([]);
  }, 120_000);

  it('/main/jobs: hero JOBS, Available Career Opportunities with real posted times and Read more to /jobdetail/{id}', async () => {
    const jobs = await seededJobs(site);
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/jobs`);
    await expectHero(page, 'JOBS');
    await page.getByRole('heading', { name: 'Available Career Opportunities' }).waitFor();
    await eventually(() => page.locator('.ui-jobs__card').count(), (n) => n === jobs.length, 15_000);
    const posted = await page.locator('.ui-jobs__posted').allInnerTexts();
    for (const p of posted) expect(p).toMatch(/^Posted (just now|\d+ (minute|minutes|hour|hours) ago)$/);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'jobs-desktop')).toEqual([]);
    await page.getByRole('link', { name: `Read more about ${jobs[0]!.jobTitle}` }).click();
    await page.waitForURL(`**/jobdetail/${jobs[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: String(jobs[0]!.jobTitle) }).waitFor();

    const phone = await mainPage(site, PHONE);
    await phone.goto(`${site.url}/main/jobs`);
    await eventually(() => phone.locator('.ui-jobs__card').count(), (n) => n === jobs.length, 15_000);
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'jobs-phone')).toEqual([]);
  }, 120_000);

  it('keyboard: the hero call to action and the services are reachable with Tab', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/home`);
    await eventually(() => page.locator('.ui-services__card').count(), (n) => n === 9, 15_000);
    const reached = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached.has('BOOK A SCHEDULE')).toBe(true);
    expect([...reached].some((t) => t.startsWith('Read More'))).toBe(true);
    await page.getByRole('link', { name: 'BOOK A SCHEDULE' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/main/service');
  }, 120_000);
});
