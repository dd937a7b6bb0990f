// Every /main page, at desktop and phone width,
// keyboard-usable, without serious axe violations and without layout shift when the data arrives.
import type { Page } from '@playwright/test';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { adminToken, apiList, changesOverTime, holdAnswers, layoutShift, navigateInApp, scrollThrough, trackLayoutShift } from '../src/harness';
import { expectContactLinks, expectFooterServices, expectSlidesWithOwnTexts, type Slide } from '../src/site-helpers';
import { captureAndAudit, overflowsSideways, seededJobs, seededServices } from '../src/main-helpers';

// The pages only read the seeded content, each journey in a page of its own: they may run in several workers at once.
test.describe.configure({ mode: 'parallel' });

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

async function expectHero(page: Page, label: string) {
  const hero = page.locator('.ui-hero');
  await expect(hero.locator('.ui-hero__label')).toHaveText(label);
  await expect(hero.getByRole('link', { name: 'BOOK A SCHEDULE' })).toHaveAttribute('href', '/main/service');
}

test.describe('main site pages', () => {
  test('home: its parts in order, the hero rotating every 3 s, testimonials wrapping both ways', async ({ page, site }) => {
    await trackLayoutShift(page);
    // The hero turns on the page's own clock, which the test moves on.
    await page.clock.install();
    await page.goto(`${site.url}/main/home`);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    await expectHero(page, 'HOME');

    // The hero shows the banners' images in turn.
    const current = () => page.locator('.ui-hero__image').evaluateAll((els) => els.findIndex((e) => e.classList.contains('ui-hero__image--current')));
    await expect(page.locator('.ui-hero__image')).toHaveCount(4);
    const changes = await changesOverTime(page, current, 6_100);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes[1]!.at - changes[0]!.at).toBe(3000);
    await page.clock.resume();

    // Order: contact bar, navigation, hero, services, testimonials, help, contact us, enquiry form, footer.
    await expect(page.locator('.main-help__card').first()).toBeVisible();
    const order = ['.ui-topbar', 'nav', '.ui-hero', '.ui-services', '.ui-testimonials', '.main-help', '.main-contact-us', '.main-enquiry', 'footer'];
    const tops = [];
    for (const s of order) tops.push(await top(page, s));
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');

    // Testimonials: previous from the first wraps to the last, next from the last wraps to the first.
    const name = page.locator('.ui-testimonials__card figcaption strong');
    await expect(name).toHaveText('Rajesh Kulkarni');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(name).toHaveText('Fatima Shaikh');
    await expect(page.getByRole('button', { name: 'Testimonial 6' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(name).toHaveText('Rajesh Kulkarni');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(name).toHaveText('Ananya Iyer');
    await page.getByRole('button', { name: 'Testimonial 4' }).click();
    await expect(name).toHaveText('Meera Nair');
    await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(1);

    // Help cards and the contact-us block with the admin's phone and e-mail.
    await expect(page.locator('.main-help__card h3')).toHaveText(['Need a security audit?', 'Planning a facility contract?', 'Looking for a job?']);
    await expect(page.locator('.main-help__card').getByRole('link', { name: 'Looking for a job?' })).toHaveAttribute('href', '/main/jobs');
    await expect(page.locator('.main-help__card').getByRole('link', { name: 'Planning a facility contract?' })).toHaveAttribute('href', '/main/contact');
    const audit = page.locator('.main-help__card').getByRole('link', { name: 'Need a security audit?' });
    await expect(audit).toHaveAttribute('href', /^\/booking\/[a-f\d]{24}$/);
    const contactUs = page.locator('.main-contact-us');
    await expect(contactUs.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(contactUs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/main/contact');

    expect(await layoutShift(page)).toBeLessThan(0.1);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'home-desktop')).toEqual([]);
  });

  test('a help card is one link: a click on its picture opens its service page', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    const card = page.locator('.main-help__card', { hasText: 'Need a security audit?' });
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(/\/booking\/[a-f\d]{24}$/);
    await expect(page.getByRole('heading', { name: 'Security Services', level: 1 })).toBeVisible();
  });

  test("hero: each picture under its own banner's title, heading, text and link, on a wide screen and a phone", async ({ newPage, site }) => {
    const banners = await apiList<Slide & { images: string[] }>(site.apiUrl, 'admin/Banner/getBanner', 'banner');
    const slides = banners.flatMap((b) => b.images.map((image) => ({ ...b, image })));
    expect(slides.map((s) => s.title)).toContain('People and payroll, handled');
    for (const [size, name] of [
      [WIDE, 'main-hero-desktop'],
      [PHONE, 'main-hero-phone'],
    ] as const) {
      const page = await newPage(size);
      await page.clock.install();
      await page.goto(`${site.url}/main/about`);
      await expectHero(page, 'ABOUT');
      expect(await overflowsSideways(page)).toBe(false);
      await expectSlidesWithOwnTexts(page, site.apiUrl, slides, name);
    }
  });

  test('home on a phone: one column, no sideways scrolling, testimonials still movable', async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/main/home`);
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    const columns = await page.locator('.ui-services__grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(page.locator('.ui-testimonials__card figcaption strong')).toHaveText('Ananya Iyer');
    expect(await overflowsSideways(page)).toBe(false);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'home-phone')).toEqual([]);
  });

  test('services grid: 1, 2, 3 and 4 columns by width', async ({ page, site }) => {
    await page.goto(`${site.url}/main/service`);
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    const counted = [];
    for (const width of [390, 700, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      counted.push(await page.locator('.ui-services__grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length));
    }
    expect(counted).toEqual([1, 2, 3, 4]);
    await page.setViewportSize(PHONE);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'service-phone')).toEqual([]);
  });

  test('/main/service: hero SERVICES, descriptions cut at 100 characters, Read More to /booking/{id}', async ({ page, site }) => {
    const services = await seededServices(site);
    // While the list is on its way the grid says so.
    const answer = await holdAnswers(page, '**/admin/services/getServices');
    // Reached by a link from the landing page: a page of the site arrives with the list already in it (the footer's).
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('link', { name: 'Main service' })).toBeVisible();
    await navigateInApp(page, '/main/service');
    await expect(page.getByText('Loading services...')).toBeVisible();
    answer();
    await expect(page.locator('.ui-services__card')).toHaveCount(services.length);
    await expectHero(page, 'SERVICES');
    const cut = services.map((s) => String(s.description)).map((d) => (d.length > 100 ? `${d.slice(0, 100)}...` : d));
    expect(cut.some((t) => t.endsWith('...'))).toBe(true);
    await expect(page.locator('.ui-services__body p')).toHaveText(cut);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'service-desktop')).toEqual([]);
    await page.getByRole('link', { name: `Read More: ${services[0]!.title}` }).click();
    await page.waitForURL(`**/booking/${services[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: String(services[0]!.title) })).toBeVisible();
  });

  test('/main/about: hero ABOUT, experience badge, images and avatars, counting statistics, first 8 missions with icons', async ({ page, newPage, site }) => {
    await trackLayoutShift(page);
    await page.goto(`${site.url}/main/about`);
    await expectHero(page, 'ABOUT');
    await expect(page.getByRole('heading', { name: 'Keeping workplaces safe, clean and running since 2010' })).toBeVisible();
    await expect(page.locator('.main-about .ui-about__badge')).toHaveText(/15\+\s+Years Experience of Service/);
    await expect(page.locator('.main-about__avatars img')).toHaveCount(4);
    await expect(page.locator('.main-about .ui-about__media img')).toHaveCount(2);

    // The strip starts when it comes into view and counts up on a 20 ms tick.
    const strip = page.locator('.ui-stats');
    const figures = strip.locator('strong');
    await expect(figures).toHaveText(['0+', '0+', '0+', '0']);
    await strip.scrollIntoViewIfNeeded();
    // Staff (2500) may still be counting when the others have arrived. The count steps on timers, which a busy
    // machine stretches: the wait is generous.
    await expect(figures).toHaveText(['120+', '85+', /^[1-9]\d*\+$/, '18'], { timeout: 30_000 });
    await expect(strip.locator('.ui-visually-hidden')).toHaveText(['120+', '85+', '2500+', '18']);
    await expect(strip.locator('.ui-stats__item > span:not(.ui-visually-hidden)')).toHaveText([
      'Projects Completed',
      'Happy Clients',
      'Trained Staff',
      'Awards Won',
    ]);

    // Mission and Vision: 9 missions are seeded, the first 8 are shown, each with an icon.
    await expect(page.getByRole('heading', { name: 'Mission and Vision' })).toBeVisible();
    await expect(page.locator('.main-missions__card')).toHaveCount(8);
    await expect(page.locator('.main-missions__card svg')).toHaveCount(8);
    await expect(page.locator('.main-missions__card h3').first()).toHaveText('Safety first');
    await expect(page.getByText('Listening first')).toHaveCount(0);

    expect(await layoutShift(page)).toBeLessThan(0.1);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'about-desktop')).toEqual([]);
    const phone = await newPage(PHONE);
    await phone.goto(`${site.url}/main/about`);
    await expect(phone.locator('.main-missions__card')).toHaveCount(8);
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'about-phone')).toEqual([]);
  });

  test('/main/contact: a card per contactType with its icon, phone and e-mail to tap, and the Send Us a Message form', async ({ page, newPage, site }) => {
    await page.setViewportSize(WIDE);
    await page.goto(`${site.url}/main/contact`);
    await expect(page.locator('.ui-contact-cards__card')).toHaveCount(3);
    await expect(page.locator('.ui-contact-cards__card h3')).toHaveText(['Our Location', 'Phone Number', 'Email Address']);
    await expect(page.locator('.ui-contact-cards__card svg')).toHaveCount(3);
    await expectContactLinks(page);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'contact-desktop')).toEqual([]);
    const phone = await newPage(PHONE);
    await phone.goto(`${site.url}/main/contact`);
    await expect(phone.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible({ timeout: 20_000 });
    await expectContactLinks(phone);
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'contact-phone')).toEqual([]);
  });

  test('/main/jobs: hero JOBS, Available Career Opportunities with real posted times and Read more to /jobdetail/{id}', async ({ page, newPage, site }) => {
    const jobs = await seededJobs(site);
    await page.goto(`${site.url}/main/jobs`);
    await expectHero(page, 'JOBS');
    await expect(page.getByRole('heading', { name: 'Available Career Opportunities' })).toBeVisible();
    await expect(page.locator('.ui-jobs__card')).toHaveCount(jobs.length);
    expect(jobs.length).toBeGreaterThan(0);
    await expect(page.locator('.ui-jobs__posted')).toHaveText(jobs.map(() => /^Posted (just now|\d+ (minute|minutes|hour|hours) ago)$/));
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'jobs-desktop')).toEqual([]);
    await page.getByRole('link', { name: `Read more about ${jobs[0]!.jobTitle}` }).click();
    await page.waitForURL(`**/jobdetail/${jobs[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: String(jobs[0]!.jobTitle) })).toBeVisible();

    const phone = await newPage(PHONE);
    await phone.goto(`${site.url}/main/jobs`);
    await expect(phone.locator('.ui-jobs__card')).toHaveCount(jobs.length);
    expect(await overflowsSideways(phone)).toBe(false);
    await scrollThrough(phone);
    expect(await captureAndAudit(phone, 'jobs-phone')).toEqual([]);
  });

  test('salaries in rupees: ₹ and Indian grouping on both jobs grids and the job detail, on a wide screen and a phone', async ({ newPage, site }) => {
    const auth = { Authorization: `Bearer ${await adminToken(site.apiUrl)}`, 'Content-Type': 'application/json' };
    const job = {
      jobTitle: 'Payroll Trainee',
      description: 'Learn payroll processing.',
      experience: 'Fresher',
      jobType: 'Full-time',
      location: 'Pune, Maharashtra',
      salary: ['30000'],
      requirement: ['Graduate'],
      benefit: ['PF'],
    };
    const res = await fetch(`${site.apiUrl}/admin/jobs/addJobs`, { method: 'POST', headers: auth, body: JSON.stringify(job) });
    expect(res.status).toBe(201);
    const { _id: id } = ((await res.json()) as { data: { _id: string } }).data;
    try {
      for (const [size, name] of [
        [WIDE, 'salary-desktop'],
        [PHONE, 'salary-phone'],
      ] as const) {
        const page = await newPage(size);
        await page.goto(`${site.url}/main/jobs`);
        const card = page.locator('.ui-jobs__card').filter({ has: page.getByRole('heading', { name: 'Payroll Trainee' }) });
        await expect(card.locator('.ui-jobs__salary')).toHaveText('₹30,000');
        await card.scrollIntoViewIfNeeded();
        expect(await captureAndAudit(page, `${name}-grid`, { viewport: true })).toEqual([]);
        // The seeded salaries, typed with ₹ already, stay as they were.
        await expect(page.locator('.ui-jobs__salary').filter({ hasText: '₹24,000 - ₹30,000 per month' })).toHaveCount(1);
        await page.goto(`${site.url}/integrat/Job`);
        await expect(
          page
            .locator('.ui-jobs__card')
            .filter({ has: page.getByRole('heading', { name: 'Payroll Trainee' }) })
            .locator('.ui-jobs__salary'),
        ).toHaveText('₹30,000');
        await page.goto(`${site.url}/jobdetail/${id}`);
        const salary = page.getByRole('list', { name: 'Job facts' }).getByRole('listitem').filter({ hasText: 'Salary:' });
        await expect(salary).toHaveText(/^\s*Salary:\s*₹30,000$/);
        // No dollar sign before rupees (react-icons' FiDollarSign draws its S with this path).
        expect(await salary.locator('svg').innerHTML()).not.toContain('M17 5H9.5');
        expect(await overflowsSideways(page)).toBe(false);
        expect(await captureAndAudit(page, name, { viewport: true })).toEqual([]);
      }
    } finally {
      // The other journeys on this site count the seeded jobs.
      const removed = await fetch(`${site.apiUrl}/admin/jobs/deleteJobs/${id}`, { method: 'POST', headers: auth });
      expect(removed.ok).toBe(true);
    }
  });

  test('footer: each service links to its own page, on a wide screen and a phone', async ({ newPage, site }) => {
    for (const [size, name] of [
      [WIDE, 'footer-desktop'],
      [PHONE, 'footer-phone'],
    ] as const) {
      const page = await newPage(size);
      await page.goto(`${site.url}/main/about`);
      const { links, services } = await expectFooterServices(page, site);
      await links.first().scrollIntoViewIfNeeded();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await captureAndAudit(page, name, { viewport: true })).toEqual([]);
      await links.nth(1).click();
      await page.waitForURL(`**/booking/${services[1]!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: services[1]!.title })).toBeVisible();
    }
  });

  test('keyboard: the hero call to action and the services are reachable with Tab', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await expect(page.locator('.ui-services__card')).toHaveCount(9);
    const reached = new Set<string>();
    // The top bar's phone, e-mail and three languages, the navigation, the hero's links and dots, then the services.
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached.has('BOOK A SCHEDULE')).toBe(true);
    expect([...reached].some((t) => t.startsWith('Read More'))).toBe(true);
    await page.getByRole('link', { name: 'BOOK A SCHEDULE' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/main/service');
  });
});
