// Browser journeys over the composed site (production builds) in Debian's chromium, never a downloaded browser.
//
// Sites: the `site` fixture (src/fixtures.ts) is worker-scoped, one site per site group and worker, shared by the
// journey files of that group that the worker runs one after another:
// - `public` (the default): main-*, integrated-*, visitor-session, findable-and-fast. They read the seeded
//   content and add only what no public page lists (enquiries, messages, applications, a visitor account);
//   findable-and-fast removes the banner it uploads.
// - `admin`: every admin-* journey. They change the content the public journeys count and compare with the seed
//   (services, jobs, clients, the about heading, banners, testimonials) and count the applications they post,
//   so they do not share a site with the public journeys.
// - `rate-limited`, a site of its own with a limit of one visitor form per client: rate-limits.e2e.ts uses it up
//   and shows each form's 429 message, which would fail every other journey's send.
// - `mail`, a site of its own whose e-mails go to a MailDev of its own (`siteMail`): inbox-mail.e2e.ts reads them.
//   Its spam guard takes 3 s as in production (MAIL_SITE), so its journeys' forms wait that out as a person's would.
//   The other sites have no mail server, so their e-mails wait in the outbox (the admin journeys say so).
// - `composed-site`, a site of its own: it stops and restarts the admin remote's server, writes a file into a
//   remote's build and breaks remotes under the pages, which no other journey should ever meet.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/harness';

export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  // The machine is shared with builds and other test runs: generous, but a hung step still ends.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Three workers on two cores: a journey waits (for the page, the API, an assertion's next poll) about half of
  // its time. Measured: 14 min in one worker, 6.8 in two, 5.8 in three; four saturated the machine (6.8 min, and
  // an axe audit caught a toast fading out). Each worker starts its own site for each group it runs.
  workers: 3,
  // One retry, reported as flaky in the list: the success-modal journey's audit on the page clock once lost its
  // page on a loaded machine (main-job-detail, 'closes after 2 s'); a journey that fails twice still fails.
  retries: 1,
  fullyParallel: false,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace of every journey costs a quarter of the run (a DOM snapshot per action): a journey that
    // fails is run again with a trace, kept in test-results.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
