// The journeys' fixtures. A started site (database, API, shell and remotes) is worker-scoped: the journey files of
// one site group that a worker runs share that worker's site, so a site starts once per group and worker, not once
// per file. Which journeys share a site, and why some do not, is said in playwright.config.ts.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { adminToken, startTestSite, type TestSite, untilReady } from './harness';

export { expect };
export type { TestSite };

export interface Size {
  width: number;
  height: number;
}
export const DESKTOP: Size = { width: 1280, height: 800 };
export const PHONE: Size = { width: 390, height: 844 };
/** A common laptop screen. */
export const WIDE: Size = { width: 1366, height: 768 };

/**
 * The site whose e-mails go to a MailDev of its own. Its spam guard refuses a form sent sooner than 3 s after it
 * appeared, as in production (docs/behaviour.md §7.7): a form filled faster waits it out, and is never lost.
 */
export const MAIL_SITE = { siteGroup: 'mail', siteMail: true, siteEnv: { SUBMISSION_MIN_FILL_MS: '3000' } };

interface WorkerFixtures {
  /** Journeys with the same group share one site; `test.use({ siteGroup })` gives a file a site of its own. */
  siteGroup: string;
  /** API settings of the group's site over the journeys' defaults (e.g. a tiny rate limit). */
  siteEnv: NodeJS.ProcessEnv;
  /** Whether the group's site sends its e-mails to a MailDev of its own (`site.mailUrl`). */
  siteMail: boolean;
  site: TestSite;
  /**
   * One browser context for the back-office pages of a worker, signed in as the seeded admin: its pages share the
   * HTTP cache, so each screen does not fetch and compile the admin code anew (as one admin's browser would not).
   */
  adminContext: BrowserContext;
}

interface TestFixtures {
  /** Another page in a browser context of its own (own storage), `size` wide (and `options`, e.g. a time zone); closed after the test. */
  newPage: (size?: Size, options?: BrowserContextOptions) => Promise<Page>;
  /** A new tab (1440 x 900) in the admin's context, already signed in (the token the admin app keeps per tab). */
  adminPage: Page;
}

/**
 * Every page runs under the site's Content-Security-Policy; what the browser refuses under it is reported on the
 * console. A journey whose page met such a refusal fails, so the policy and the code can never drift apart.
 */
function watchPolicy(page: Page, refused: string[]) {
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) refused.push(`${page.url()}: ${msg.text()}`);
  });
  return page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteGroup: ['public', { scope: 'worker', option: true }],
  siteEnv: [{}, { scope: 'worker', option: true }],
  siteMail: [false, { scope: 'worker', option: true }],
  site: [
    async ({ siteGroup, siteEnv, siteMail }, use) => {
      const site = await startTestSite(siteGroup, siteEnv, { mail: siteMail });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  adminContext: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        (token) => {
          if (!sessionStorage.getItem('adminToken')) sessionStorage.setItem('adminToken', token);
        },
        await adminToken(site.apiUrl),
      );
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  // After goto and reload a shell page is waited for until it responds, its lazy forms brought in.
  page: async ({ page, site }, use) => {
    const refused: string[] = [];
    await use(untilReady(watchPolicy(page, refused), site.url));
    expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  },
  newPage: async ({ browser, site }, use) => {
    const contexts: BrowserContext[] = [];
    const refused: string[] = [];
    await use(async (size = DESKTOP, options = {}) => {
      const context = await browser.newContext({ ...options, viewport: size });
      contexts.push(context);
      return untilReady(watchPolicy(await context.newPage(), refused), site.url);
    });
    await Promise.all(contexts.map((c) => c.close()));
    expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  },
  // The runner traces every open context test by test, this shared one too.
  adminPage: async ({ adminContext, site }, use) => {
    const refused: string[] = [];
    const page = watchPolicy(await adminContext.newPage(), refused);
    await use(untilReady(page, site.url));
    await page.close();
    expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  },
});
