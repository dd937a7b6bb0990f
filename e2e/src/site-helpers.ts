// What both site variants show alike: the hero's slides, each picture under its own banner's texts and link; the
// contact details as tap-to-call and tap-to-mail links; the footer's services, each to its own page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiList, flushTasks, pauseClock, screenshot, seriousAxeViolations, type TestSite } from './harness';

export interface Slide {
  image: string;
  title: string;
  heading: string;
  paragraph: string;
  link: string;
  linkText?: string;
}

/** What a seeded banner's link says (it has no words of its own): where it leads (docs/behaviour.md §2.3). */
const SEEDED_LINK_TEXT: Record<string, string> = {
  '/main/service': 'See our services',
  '/integrat/services': 'See our services',
  '/integrat/clients': 'See our clients',
  '/integrat/Job': 'See open jobs',
};

/**
 * On a page loaded with `page.clock` installed: stops the clock, then moves it on slide by slide and checks that
 * every picture comes with its own banner's title, heading, text and link (in words saying where it leads, never a
 * bare "Learn more"), until each slide was seen.
 * The second slide is screenshot as `name`. Then the hero holds still under the pointer, and axe checks the page.
 */
export async function expectSlidesWithOwnTexts(page: Page, apiUrl: string, slides: Slide[], name: string) {
  const hero = page.locator('.ui-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await pauseClock(page);
  const seen = new Set<string>();
  for (let step = 0; step < slides.length; step++) {
    const src = await hero.locator('.ui-hero__image--current').getAttribute('src');
    const slide = slides.find((s) => src === `${apiUrl}${s.image}`);
    expect(slide, `the slide of ${src}`).toBeDefined();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(slide!.title);
    await expect(hero.locator('.ui-hero__heading')).toHaveText(slide!.heading);
    await expect(hero.locator('.ui-hero__text')).toHaveText(slide!.paragraph);
    await expect(hero.getByRole('link', { name: slide!.linkText || SEEDED_LINK_TEXT[slide!.link], exact: true })).toHaveAttribute('href', slide!.link);
    await expect(hero.getByRole('link', { name: /learn more/i })).toHaveCount(0);
    seen.add(slide!.image);
    if (step === 1) await screenshot(page, name, { viewport: true });
    await page.clock.runFor(3000);
    await flushTasks(page);
  }
  expect(seen.size).toBe(slides.length);

  // Held still while pointed at, so its link does not change under the pointer.
  await hero.hover();
  await flushTasks(page);
  const held = await hero.getByRole('heading', { level: 1 }).textContent();
  await page.clock.runFor(9000);
  await flushTasks(page);
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(held!);
  // axe waits on the page's timers.
  await page.clock.resume();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The contact cards' phone and e-mail (the seeded admin contacts) are links to call and write, and so are the top bar's. */
export async function expectContactLinks(page: Page) {
  const cards = page.locator('.ui-contact-cards');
  await expect(cards.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(cards.getByRole('link', { name: 'info@sentinelifs.in' })).toHaveAttribute('href', 'mailto:info@sentinelifs.in');
  await expect(cards.getByRole('link')).toHaveCount(2);
  const bar = page.locator('.ui-topbar');
  await expect(bar.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(bar.getByRole('link', { name: 'info@sentinelifs.in' })).toHaveAttribute('href', 'mailto:info@sentinelifs.in');
}

/** The footer's services column: the first six services of the list, each linking to its own page. */
export async function expectFooterServices(page: Page, site: TestSite) {
  const services = (await apiList<{ _id: string; title: string }>(site.apiUrl, 'admin/services/getServices', 'services')).slice(0, 6);
  const links = page.getByRole('navigation', { name: 'Footer services' }).getByRole('link');
  await expect(links).toHaveText(services.map((s) => s.title));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(services.map((s) => `/booking/${s._id}`));
  return { links, services };
}
