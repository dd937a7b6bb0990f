// Back-office roles (docs/behaviour.md §22, issue #29 part 2, issue #41): an owner adds a recruiter and an editor of
// the integrated site on the Admins screen; each sees only their screens, a screen's address outside their role is
// refused, and the API answers 403 to their calls outside it. Each role is shown only the actions it may use: no
// link on its screens leads to a refusal, no button it sees is one the API refuses (Export CSV is the owner's). A
// recruiter narrows the candidates to a job and its knockout answers, previews a status e-mail and schedules an
// interview with themselves as the interviewer.
import type { Page } from '@playwright/test';
import { dialog, FILES, postApplication, postJson, row } from '../src/admin-helpers';
import { expect, test, type TestSite } from '../src/fixtures';
import { adminToken, screenshot, toast, toastGapBelow } from '../src/harness';

test.use({ siteGroup: 'admin' });

const REFUSED = 'Your role does not allow this screen';

async function signIn(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

async function addAdmin(page: Page, who: { name: string; email: string; password: string }, role: 'Recruiter' | 'Editor', sites: string[] = []) {
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const form = dialog(page);
  await form.getByLabel('Name').fill(who.name);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByLabel('Role').selectOption({ label: role });
  if (role === 'Editor') {
    // An editor without a site is refused by the contract before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Choose the site an editor edits: main, integrated or both')).toBeVisible();
    for (const site of sites) await form.getByLabel(site).check();
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Admin added successfully')).toBeVisible();
  // The toast sits below the screen's header: its buttons stay usable while it shows.
  expect(await toastGapBelow(page, page.getByRole('button', { name: 'Add Admin' }), 'Admin added successfully')).toBeGreaterThanOrEqual(0);
  await expect(row(page, who.email)).toContainText(role);
}

/** A banner straight from the API, as the owner. */
async function addBanner(site: TestSite, path: string, field: string, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('heading', 'Before');
  const png = FILES.png();
  form.append(field, new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), png.name);
  const res = await fetch(`${site.apiUrl}/admin/${path}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${await adminToken(site.apiUrl)}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const sidebarLinks = async (page: Page) => {
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('button').or(sidebar.getByRole('link')).first()).toBeVisible();
  return sidebar.innerText();
};

test.describe('back-office roles', () => {
  test('a recruiter sees hiring only; an integrated editor edits integrated banners, not main ones', async ({ adminPage: page, site, newPage }) => {
    test.slow();
    const u = Date.now();
    const recruiter = { name: `Rita Recruiter ${u}`, email: `rita-${u}@firm.in`, password: 'rita-pass-12' };
    const editor = { name: `Ivan Editor ${u}`, email: `ivan-${u}@firm.in`, password: 'ivan-pass-12' };
    const integrated = `IBanner ${u}`;
    const main = `Banner ${u}`;
    await addBanner(site, 'integratedBanner/addIntegratedBanner', 'image', integrated);
    const mainId = await addBanner(site, 'banner/addBanner', 'images', main);

    // An admin of a long name and address, whose row must not push the actions off screen.
    await postJson(
      site,
      'admin/AdminLogin/addAdmin',
      {
        name: `Venkataraman Subramaniam Iyengar ${u}`,
        email: `venkataraman.subramaniam.iyengar-${u}@firm.in`,
        password: 'a-long-pass-1',
        role: 'editor',
        sites: ['main'],
      },
      await adminToken(site.apiUrl),
    );
    // The owner adds both on the Admins screen.
    await page.goto(`${site.url}/admin/admins`);
    await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
    await addAdmin(page, recruiter, 'Recruiter');
    await addAdmin(page, editor, 'Editor', ['Integrated site']);
    await expect(row(page, editor.email)).toContainText('Editor (Integrated site)');
    await screenshot(page, 'admin-roles-admins');
    // At 1366 px every admin's actions are on screen, whole, however long a name: the table leads with who, the
    // role, the status and the actions.
    await page.setViewportSize({ width: 1366, height: 800 });
    await screenshot(page, 'admin-roles-admins-1366');
    const scroller = page.locator('.ui-table__scroll');
    const edge = await scroller.evaluate((el) => el.getBoundingClientRect().right);
    for (const disable of await page.getByRole('button', { name: /^Disable / }).all()) {
      const b = (await disable.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(edge);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The recruiter lands on the candidates and sees no content screens.
    const rec = await newPage({ width: 1280, height: 800 });
    await signIn(rec, site.url, recruiter.email, recruiter.password);
    await rec.waitForURL('**/admin/JobContact');
    const recNav = await sidebarLinks(rec);
    expect(recNav).toContain('Careers');
    for (const hidden of ['Banners', 'Inbox', 'Privacy', 'Clients', 'Mission & Vision', 'Dashboard']) expect(recNav).not.toContain(hidden);
    // The applications' counts are the recruiter's too.
    await expect(rec.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
    // A content screen's address is refused, and so is its API with the recruiter's token.
    await rec.goto(`${site.url}/admin/banner/main`);
    await expect(rec.getByRole('heading', { name: REFUSED })).toBeVisible();
    await screenshot(rec, 'admin-roles-refused');
    const recToken = await rec.evaluate(() => sessionStorage.getItem('adminToken'));
    const refused = await fetch(`${site.apiUrl}/admin/banner/editBanner/${mainId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${recToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ heading: 'Hijacked' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your role does not allow this');
    // The refusal does not end the recruiter's session.
    await rec.goto(`${site.url}/admin/interviews`);
    await expect(rec.getByRole('heading', { name: REFUSED })).toHaveCount(0);
    await expect(rec).toHaveURL(/\/admin\/interviews$/);

    // The integrated editor edits an integrated banner.
    const ed = await newPage({ width: 1280, height: 800 });
    await signIn(ed, site.url, editor.email, editor.password);
    const edNav = await sidebarLinks(ed);
    expect(edNav).toContain('Banners');
    for (const hidden of ['Careers', 'Inbox', 'Privacy', 'Dashboard']) expect(edNav).not.toContain(hidden);
    const sidebar = ed.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('button', { name: 'Banners' }).click();
    await expect(sidebar.getByRole('link', { name: 'Integrated Banners' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Main Banners' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Integrated Banners' }).click();
    await row(ed, integrated).getByRole('button', { name: /^Edit/ }).click();
    await dialog(ed).getByLabel('Heading', { exact: true }).fill('After');
    await dialog(ed)
      .getByRole('button', { name: /Save|Update/ })
      .click();
    await expect(toast(ed, 'Integrated banner updated successfully')).toBeVisible();
    await expect(row(ed, integrated)).toContainText('After');

    // Not a main banner: the screen is refused, and so is the API.
    await ed.goto(`${site.url}/admin/banner/main`);
    await expect(ed.getByRole('heading', { name: REFUSED })).toBeVisible();
    const edToken = await ed.evaluate(() => sessionStorage.getItem('adminToken'));
    const mainEdit = await fetch(`${site.apiUrl}/admin/banner/editBanner/${mainId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${edToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ heading: 'Hijacked' }),
    });
    expect(mainEdit.status).toBe(403);
  });

  test("each role is shown only what it may use; a recruiter narrows candidates to a job's knockout answers and schedules an interview", async ({
    adminPage: owner,
    site,
    newPage,
  }) => {
    test.slow();
    const u = Date.now();
    const token = await adminToken(site.apiUrl);
    const recruiter = { name: `Rekha Recruiter ${u}`, email: `rekha-${u}@firm.in`, password: 'rekha-pass-12' };
    const editor = { name: `Esha Editor ${u}`, email: `esha-${u}@firm.in`, password: 'esha-pass-12' };
    await postJson(site, 'admin/AdminLogin/addAdmin', { ...recruiter, role: 'recruiter' }, token);
    await postJson(site, 'admin/AdminLogin/addAdmin', { ...editor, role: 'editor', sites: ['main'] }, token);
    const jobTitle = `Night Guard ${u}`;
    const question = { id: 'police', text: 'Do you hold a police verification certificate?', kind: 'yesno', required: true, knockout: 'No' };
    const job = {
      jobTitle,
      location: 'Pune',
      jobType: 'Full-time',
      experience: '1-3 years',
      salary: '20000',
      description: 'Nights',
      requirement: 'Fit',
      benefit: 'PF',
      questions: [question],
    };
    const jobId = ((await postJson(site, 'admin/jobs/addJobs', job, token)) as { data: { _id: string } }).data._id;
    const applicant = (name: string, police: string) => ({
      name: `${name} ${u}`,
      email: `${name.toLowerCase()}-${u}@example.com`,
      mobile: '9822012345',
      address: 'Pune',
      jobId,
      jobTitle,
      skills: 'Patrolling',
      experience: '1-3 years',
      qualification: 'HSC',
      consent: 'true',
      answers: JSON.stringify({ police }),
    });
    const kept = applicant('Asha', 'Yes');
    const out = applicant('Bhavesh', 'No');
    for (const a of [kept, out]) await postApplication(site, a, { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' });

    try {
      // The recruiter, at 1366 px: on the Jobs screen the job's count leads to the candidates of that job.
      const rec = await newPage({ width: 1366, height: 800 });
      await signIn(rec, site.url, recruiter.email, recruiter.password);
      await rec.goto(`${site.url}/admin/jobs`);
      // The counts are on screen at 1366 px, beside the job's title.
      const counts = row(rec, jobTitle).getByRole('link', { name: `2 in all: applications to ${jobTitle}` });
      await expect(counts).toBeVisible();
      expect(await counts.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
      await screenshot(rec, 'admin-roles-jobs-1366');
      await counts.click();
      await expect(rec).toHaveURL(new RegExp(`/admin/JobContact\\?job=${jobId}$`));
      await expect(rec.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue(jobId);
      await expect(row(rec, kept.name)).toBeVisible();
      await expect(row(rec, out.name)).toContainText('Knockout');
      await expect(row(rec, kept.name)).not.toContainText('Knockout');
      await expect(rec.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All (2)' })).toBeVisible();
      // The box follows the address, which changes a moment after the click (check() wants it at once).
      await rec.getByRole('checkbox', { name: 'Knockout answers only' }).click();
      await expect(rec).toHaveURL(/flag=knockout/);
      await expect(rec.getByRole('checkbox', { name: 'Knockout answers only' })).toBeChecked();
      await expect(row(rec, kept.name)).toHaveCount(0);
      await expect(row(rec, out.name)).toBeVisible();
      // CSV exports are the owner's: the recruiter is not offered one.
      await expect(rec.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);
      await screenshot(rec, 'admin-roles-candidates-knockout-1366');

      // A status e-mail's preview works with the newest application the recruiter may read.
      await rec.goto(`${site.url}/admin/candidate-emails`);
      const shortlisted = rec.getByRole('form', { name: 'Shortlisted' });
      await shortlisted.getByRole('button', { name: /^Preview with / }).click();
      await expect(rec.getByLabel('Preview of the Shortlisted e-mail')).toContainText('Subject:');
      await screenshot(rec, 'admin-roles-template-preview-1366');

      // An interview: the recruiter is the interviewer unless changed, editors are not offered, a night time is
      // pointed out (and still taken), and the video link is a link.
      await rec.goto(`${site.url}/admin/JobContact?job=${jobId}`);
      await row(rec, out.name).getByRole('link', { name: out.name }).click();
      await rec.getByRole('button', { name: 'Schedule an interview' }).click();
      const form = rec.getByRole('form', { name: 'Schedule an interview' });
      const interviewer = form.getByLabel('Interviewer');
      await expect(interviewer.locator('option:checked')).toHaveText(recruiter.name);
      await expect(interviewer.locator('option', { hasText: editor.name })).toHaveCount(0);
      const day = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
      await form.getByLabel('Date and time (IST)').fill(`${day}T01:30`);
      await expect(form.getByText('This is outside 7:00 am to 9:00 pm in India. Check the time before sending the invitations.')).toBeVisible();
      await form.getByLabel('Video link').fill('https://meet.example.com/night-guard');
      await screenshot(rec, 'admin-roles-interview-warning-1366');
      await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
      await expect(toast(rec, 'Interview scheduled: invitations sent')).toBeVisible();
      await expect(rec.getByRole('region', { name: 'Interviews' }).getByRole('link', { name: 'https://meet.example.com/night-guard' })).toHaveAttribute(
        'href',
        'https://meet.example.com/night-guard',
      );
      await rec.goto(`${site.url}/admin/interviews`);
      await expect(rec.getByRole('link', { name: 'https://meet.example.com/night-guard' })).toBeVisible();
      await expect(rec.getByRole('link', { name: out.name })).toBeVisible();
      await screenshot(rec, 'admin-roles-interviews-1366');

      // Every link on the recruiter's screens opens a screen the recruiter may use.
      const recLinks = await expectNoLinkRefused(rec, site.url, [
        '/admin/JobContact',
        `/admin/JobContact?job=${jobId}`,
        '/admin/jobs',
        '/admin/interviews',
        '/admin/candidate-emails',
        '/admin/account',
      ]);
      expect(recLinks).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/admin\/inbox\/applyJobs\//),
          expect.stringMatching(/^\/admin\/JobContact\?job=/),
          expect.stringMatching(/^\/admin\/history\/jobs\//),
        ]),
      );

      // At 390 px the same filters and marks.
      const phone = await newPage({ width: 390, height: 844 });
      await signIn(phone, site.url, recruiter.email, recruiter.password);
      await phone.goto(`${site.url}/admin/JobContact?job=${jobId}&flag=knockout`);
      await expect(phone.getByRole('checkbox', { name: 'Knockout answers only' })).toBeChecked();
      await expect(phone.getByText(out.name)).toBeVisible();
      await expect(phone.getByText('Knockout', { exact: true }).first()).toBeVisible();
      await expect(phone.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'admin-roles-candidates-knockout-390');
      await phone.goto(`${site.url}/admin/jobs`);
      await expect(phone.getByRole('link', { name: `2 in all: applications to ${jobTitle}` })).toBeVisible();
      await screenshot(phone, 'admin-roles-jobs-390');
      await phone.goto(`${site.url}/admin/candidate-emails`);
      await phone
        .getByRole('form', { name: 'Hired' })
        .getByRole('button', { name: /^Preview with / })
        .click();
      await expect(phone.getByLabel('Preview of the Hired e-mail')).toContainText('Subject:');
      await screenshot(phone, 'admin-roles-template-preview-390');
      await phone.goto(`${site.url}/admin/interviews`);
      await expect(phone.getByRole('link', { name: 'https://meet.example.com/night-guard' })).toBeVisible();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'admin-roles-interviews-390');
      await phone.getByRole('link', { name: out.name }).click();
      await phone.getByRole('button', { name: 'Schedule an interview' }).click();
      await phone.getByRole('form', { name: 'Schedule an interview' }).getByLabel('Date and time (IST)').fill(`${day}T22:00`);
      await expect(phone.getByText(/^This is outside 7:00 am to 9:00 pm in India/)).toBeVisible();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'admin-roles-interview-warning-390');

      // The main-site editor: the banners' actions, History included, and no link to a screen of another role.
      const ed = await newPage({ width: 1366, height: 800 });
      await signIn(ed, site.url, editor.email, editor.password);
      await ed.goto(`${site.url}/admin/banner/main`);
      await expect(ed.getByRole('button', { name: 'Add Banner' })).toBeVisible();
      await expect(ed.getByRole('link', { name: /^History of / }).first()).toBeVisible();
      await expect(ed.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);
      await ed
        .getByRole('link', { name: /^History of / })
        .first()
        .click();
      await expect(ed.getByRole('link', { name: 'Back to the list' })).toBeVisible();
      await expect(ed.getByRole('link', { name: 'Recently deleted' })).toHaveCount(0);
      expect(await expectNoLinkRefused(ed, site.url, ['/admin/banner/main', '/admin/main/help', '/admin/account'])).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/admin\/history\/banner\//)]),
      );

      // The owner is offered the export.
      await owner.goto(`${site.url}/admin/JobContact?job=${jobId}`);
      await expect(owner.getByRole('button', { name: 'Export CSV (2)' })).toBeVisible();
    } finally {
      // The admin journeys share a site, and some count the applications by status.
      for (const a of [kept, out]) await postJson(site, 'admin/privacy/erase', { email: a.email }, token);
    }
  });
});

/**
 * Opens each of `screens` and every distinct kind of back-office link in its main part (ids and queries aside): none
 * leads the signed-in admin to "Your role does not allow this screen".
 */
async function expectNoLinkRefused(page: Page, siteUrl: string, screens: string[]) {
  const seen = new Set<string>();
  const targets: string[] = [];
  for (const screen of screens) {
    await page.goto(`${siteUrl}${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: REFUSED })).toHaveCount(0);
    await page
      .locator('main [aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const hrefs = await page.locator('main a[href^="/admin"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const kind = href.split(/[?#]/)[0]!.replace(/[0-9a-f]{24}/gi, ':id');
      if (seen.has(kind)) continue;
      seen.add(kind);
      targets.push(href);
    }
  }
  for (const href of targets) {
    await page.goto(`${siteUrl}${href}`);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: REFUSED }), href).toHaveCount(0);
  }
  return targets;
}
