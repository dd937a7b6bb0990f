// A job seeker who reads Marathi first, on a phone (390 px), followed from the home page to being shortlisted
// (docs/i18n.md), with the e-mails read as delivered: they switch the main home to Marathi with the phone menu's
// switcher; apply to a job with screening questions on its Marathi page (a missing answer refused in Marathi, a name
// in Devanagari, a mobile in Devanagari digits); get the confirmation in Marathi with the private link to the Marathi
// page, which says the stage in Marathi. The back office, in English, shows the application's language, the name as
// typed, the mobile and the choices as stored (Latin digits, English choices); the admin shortlists it with the
// e-mail on, and the status e-mail comes in Marathi.
import type { Page } from '@playwright/test';
import { postJson } from '../src/admin-helpers';
import { expect, MAIL_SITE, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { adminToken, revealLazyForms, screenshot, toast, usePage } from '../src/harness';
import { arrived, type Received } from '../src/mail';

test.use(MAIL_SITE);

const u = Date.now().toString(36);
const PAGE_LINK = /http\S+\/mr\/application\/[A-Za-z0-9_-]{43}/;

/** The job, in English as the office writes it and in Marathi as job seekers search for it. */
const JOB = {
  title: 'Night Security Guard',
  mrTitle: 'रात्रपाळी सुरक्षा रक्षक',
  police: { id: 'police', en: 'Do you hold a police verification certificate?', mr: 'आपल्याकडे पोलीस पडताळणी प्रमाणपत्र आहे का?' },
  shift: {
    id: 'shift',
    en: 'Which shift suits you?',
    mr: 'आपल्याला कोणती शिफ्ट सोयीची आहे?',
    options: ['Day', 'Night', 'Either'],
    mrOptions: ['दिवसपाळी', 'रात्रपाळी', 'कोणतीही'],
  },
  area: { id: 'area', en: 'Which area of Pune do you live in?', mr: 'आपण पुण्यात कोणत्या भागात राहता?' },
};

/** After a full page load started by a click (the switcher's links are plain links). */
async function loaded(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await usePage(page);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** The private link of an e-mail to the candidate, the same in its HTML. */
function pageLinkOf(m: Received) {
  const link = m.text.match(PAGE_LINK)?.[0];
  expect(link, `a link to the candidate's Marathi page in "${m.subject}"`).toBeDefined();
  expect(m.html).toContain(link);
  return link!;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The font a phone draws a Marathi e-mail in: Android's own is Noto Sans Devanagari, which the e-mail names. The
 * machine running the journeys has no Devanagari font, so the site's self-hosted copy stands in, inlined.
 */
async function phoneDevanagari(site: TestSite) {
  const page = await (await fetch(`${site.url}/mr/main/home`)).text();
  const css = await (await fetch(`${site.url}${page.match(/href="(\/devanagari\.[0-9a-f]{8}\.css)"/)![1]}`)).text();
  const faces = css.match(/@font-face\{font-family:Noto Sans Devanagari;[^}]+\}/g)!;
  const inlined = await Promise.all(
    faces.map(async (face) => {
      const file = face.match(/url\((\/fonts\/[^)]+\.woff2)\)/)![1]!;
      const bytes = Buffer.from(await (await fetch(`${site.url}${file}`)).arrayBuffer());
      return face.replace(file, `data:font/woff2;base64,${bytes.toString('base64')}`);
    }),
  );
  return inlined.join('\n');
}

/** An e-mail's HTML drawn on the phone: how much wider than the screen it is (0 when it fits), with a screenshot. */
async function overflowOnPhone(page: Page, m: Received, fonts: string, shot: string) {
  // The fonts loaded first: a phone has them before any e-mail is drawn.
  await page.setContent(`<style>${fonts}</style>`);
  await page.evaluate(() => Promise.all([...document.fonts].map((f) => f.load())));
  await page.setContent(m.html.replace('<body', `<head><style>${fonts}</style></head><body`));
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, shot);
  return overflow(page);
}

test('a Marathi job seeker on a phone: the home in Marathi, applies in Marathi, confirmation and page in Marathi, shortlisted in Marathi', async ({
  adminPage: admin,
  site,
  newPage,
}) => {
  test.slow();
  const email = `sunil-${u}@example.com`;
  const name = 'सुनील पाटील';

  // 1. The main home, switched to Marathi from the bar above the navigation: the Marathi address, navigation, hero
  // and services.
  const visitor = await newPage(PHONE);
  await visitor.goto(`${site.url}/main/home`);
  await visitor.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await loaded(visitor, '/mr/main/home');
  await expect(visitor).toHaveURL(`${site.url}/mr/main/home`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'mr');
  // The hero's slides turn: either banner, in Marathi.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/^(विश्वासार्ह फॅसिलिटी सेवा|कर्मचारी आणि पगार, आमची जबाबदारी)$/);
  const services = visitor.getByRole('region', { name: 'आम्ही आपल्या सेवेत' });
  for (const service of ['सुरक्षा सेवा', 'हाऊसकीपिंग सेवा']) {
    await expect(services.getByRole('heading', { level: 3, name: service, exact: true })).toBeAttached();
    await expect(services.getByRole('link', { name: `अधिक वाचा: ${service}` })).toHaveAttribute('href', /^\/mr\/booking\/[0-9a-f]{24}$/);
  }
  // The enquiry form, brought in as the visitor scrolls to it, asks in Marathi too.
  await revealLazyForms(visitor);
  const enquiry = visitor.getByRole('form', { name: 'चौकशी फॉर्म' });
  await expect(enquiry.getByLabel('पहिले नाव', { exact: true })).toBeVisible();
  await expect(enquiry.getByRole('button', { name: 'चौकशी पाठवा' })).toBeVisible();
  expect(await overflow(visitor)).toBe(0);
  await screenshot(visitor, 'marathi-candidate-home-390');
  await visitor.getByRole('button', { name: 'मेनू उघडा' }).click();
  const nav = visitor.getByRole('navigation', { name: 'मुख्य' });
  for (const [link, href] of [
    ['मुख्यपृष्ठ', '/mr/main/home'],
    ['नोकऱ्या', '/mr/main/jobs'],
    ['आमच्याविषयी', '/mr/main/about'],
  ] as const) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', href);
  }
  await expect(visitor.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'true');
  await screenshot(visitor, 'marathi-candidate-menu-390', { viewport: true });

  // 2. The admin adds the job with its Marathi title and questions (the back office's translation editor has a
  // journey of its own): No to the police question knocks a candidate out, the area is optional.
  const { police, shift, area } = JOB;
  const job = {
    jobTitle: JOB.title,
    location: 'Pune',
    jobType: 'Full-time',
    experience: '0-1 years',
    salary: '₹17,000',
    description: 'Night patrols and access control at an IT park in Hinjawadi',
    requirement: '10th pass',
    benefit: 'PF and ESI',
    // This candidate applies with an e-mail address and a CV (a phone application has a journey of its own).
    cv: 'required',
    questions: [
      { id: police.id, text: police.en, kind: 'yesno', options: [], required: true, knockout: 'No' },
      { id: shift.id, text: shift.en, kind: 'choice', options: shift.options, required: true, knockout: null },
      { id: area.id, text: area.en, kind: 'text', options: [], required: false, knockout: null },
    ],
    translations: {
      mr: {
        values: {
          jobTitle: JOB.mrTitle,
          location: 'पुणे',
          experience: '0-1 वर्ष',
          description: 'हिंजवडीतील IT पार्कमध्ये रात्रीची गस्त आणि प्रवेश नियंत्रण',
          requirement: '10 वी उत्तीर्ण',
          benefit: 'PF आणि ESI',
          // Whole questions, as the back office's editor sends them: only the words differ from the English.
          questions: [
            { id: police.id, text: police.mr, kind: 'yesno', options: [], required: true, knockout: 'No' },
            { id: shift.id, text: shift.mr, kind: 'choice', options: shift.mrOptions, required: true, knockout: null },
            { id: area.id, text: area.mr, kind: 'text', options: [], required: false, knockout: null },
          ],
        },
      },
    },
  };
  const token = await adminToken(site.apiUrl);
  const jobId = ((await postJson(site, 'admin/jobs/addJobs', job, token)) as { data: { _id: string } }).data._id;

  // The job's Marathi page; the apply form asks in Marathi.
  await visitor.goto(`${site.url}/mr/jobdetail/${jobId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(JOB.mrTitle);
  await expect(visitor.getByRole('list', { name: 'नोकरीची मुख्य माहिती' })).toContainText('पूर्णवेळ');
  await expect(visitor.getByRole('list', { name: 'नोकरीची मुख्य माहिती' })).toContainText('0-1 वर्ष');
  await expect(visitor.getByRole('heading', { level: 2, name: 'कामाचे वर्णन' })).toBeVisible();
  await expect(visitor.getByText('हिंजवडीतील IT पार्कमध्ये रात्रीची गस्त आणि प्रवेश नियंत्रण')).toBeVisible();
  await screenshot(visitor, 'marathi-candidate-job-390');
  await visitor.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  const apply = visitor.getByRole('dialog', { name: `${JOB.mrTitle} पदासाठी अर्ज करा` });
  await expect(apply.getByRole('group', { name: 'या नोकरीबद्दल काही प्रश्न' })).toBeVisible();
  await screenshot(visitor, 'marathi-candidate-apply-390');
  const fields = { 'पूर्ण नाव': name, ईमेल: email, मोबाईल: '९८२२०१२३४५', पत्ता: 'कोथरूड, पुणे', 'शैक्षणिक पात्रता': 'दहावी उत्तीर्ण', कौशल्ये: 'रात्रपाळी, गस्त, CCTV वर लक्ष' };
  for (const [label, value] of Object.entries(fields)) await apply.getByLabel(label, { exact: true }).fill(value);
  await apply.getByLabel('अनुभव', { exact: true }).selectOption({ label: '0-1 वर्ष' });
  await apply.getByLabel(police.mr, { exact: true }).selectOption({ label: 'हो' });
  await apply.getByLabel(`${area.mr} (ऐच्छिक)`, { exact: true }).fill('कोथरूड');
  await apply.getByLabel('बायोडाटा (PDF, DOC किंवा DOCX, जास्तीत जास्त 5 MB)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await apply.getByRole('checkbox', { name: 'मी गोपनीयता सूचनेशी सहमत आहे' }).check();
  // The shift is left unanswered: refused in Marathi, naming the question as the page asked it.
  await apply.getByRole('button', { name: 'अर्ज पाठवा' }).click();
  const missing = apply.getByText(`कृपया “${shift.mr}” या प्रश्नाचे उत्तर द्या`);
  await expect(missing).toBeVisible();
  await missing.scrollIntoViewIfNeeded();
  await screenshot(visitor, 'marathi-candidate-apply-missing-answer-390');
  await apply.getByLabel(shift.mr, { exact: true }).selectOption({ label: 'रात्रपाळी' });
  await expect(missing).toHaveCount(0);
  await apply.getByRole('button', { name: 'अर्ज पाठवा' }).click();
  await expect(apply.getByText('आपला अर्ज पाठवला आहे! आम्ही लवकरच आपल्याशी संपर्क साधू.')).toBeVisible();
  await screenshot(visitor, 'marathi-candidate-apply-sent-390');

  // 3. The confirmation, in Marathi, naming the job in Marathi, with the private link to the Marathi page.
  const confirmation = await arrived(site, email, (m) => m.subject === 'आम्हाला आपला अर्ज मिळाला आहे', 'the Marathi confirmation');
  expect(confirmation.text).toContain(`धन्यवाद, ${name}`);
  expect(confirmation.text).toContain(`${JOB.mrTitle} पदासाठीचा आपला अर्ज आम्हाला आमच्या वेबसाइटवर मिळाला आहे.`);
  expect(confirmation.text).toMatch(new RegExp(`आपल्या अर्जाची स्थिती पाहा: ${PAGE_LINK.source}`));
  expect(confirmation.html).toContain('<html lang="mr">');
  const privateLink = pageLinkOf(confirmation);
  const mailReader = await newPage(PHONE);
  const fonts = await phoneDevanagari(site);
  expect(await overflowOnPhone(mailReader, confirmation, fonts, 'marathi-candidate-mail-confirmation-390')).toBe(0);

  // 4. The private page, on the phone: the stage and the job in Marathi.
  const candidate = await newPage(PHONE);
  await candidate.goto(privateLink);
  await expect(candidate.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(candidate.getByRole('heading', { level: 1, name: JOB.mrTitle })).toBeVisible();
  await expect(candidate.locator('.main-page-header')).toHaveText('आपला अर्ज');
  await expect(candidate.getByText('सद्यस्थिती:')).toContainText('प्राप्त झाला');
  await expect(candidate.getByText('अजून कोणतीही मुलाखत ठरलेली नाही. ठरल्यावर ती इथे दिसेल.')).toBeVisible();
  expect(await overflow(candidate)).toBe(0);
  await screenshot(candidate, 'marathi-candidate-page-received-390');

  // 5. The office is told in English, naming the language; the back office shows the application as stored: the
  // name as typed, the mobile in Latin digits, the choices in English.
  const notification = await arrived(site, 'admin@example.com', (m) => m.text.includes(email), 'the notification');
  expect(notification.subject).toBe(`New job application from ${name}: ${JOB.title}`);
  expect(notification.text).toContain('Language: Marathi');
  expect(notification.text).toContain('Mobile: +91 98220 12345');
  expect(notification.text).toContain(`${police.en}: Yes`);
  expect(notification.text).toContain(`${shift.en}: Night`);
  const itemLink = notification.text.match(/http\S+\/admin\/inbox\/applyJobs\/([0-9a-f]{24})/)!;
  const stored = await (await fetch(`${site.apiUrl}/admin/inbox/applyJobs/${itemLink[1]}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(stored.submission).toMatchObject({ name, mobile: '9822012345', language: 'mr' });

  await admin.goto(itemLink[0]);
  await expect(admin.locator('html')).toHaveAttribute('lang', 'en');
  await expect(admin.getByText(/^Language:/)).toHaveText('Language: Marathi (the e-mails the firm sends about it are in Marathi)');
  await expect(admin.getByText(`From ${name} (${email})`, { exact: false })).toBeVisible();
  await expect(admin.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:9822012345');
  const answers = admin.getByLabel('Screening answers');
  await expect(answers).toContainText(`${police.en}Yes`);
  await expect(answers).toContainText(`${shift.en}Night`);
  await expect(answers).toContainText(`${area.en}कोथरूड`);
  await expect(admin.getByText('Knockout answer')).toHaveCount(0);

  // Shortlisted with the e-mail on: the status e-mail comes in Marathi, with a link of its own to the Marathi page.
  await expect(admin.getByRole('checkbox', { name: /E-mail the candidate/ })).toBeChecked();
  await admin.getByLabel('Status').selectOption('Shortlisted');
  await expect(toast(admin, 'Status: Shortlisted, candidate e-mailed')).toBeVisible();
  const subject = `${JOB.mrTitle} पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे`;
  const shortlisted = await arrived(site, email, (m) => m.subject === subject, 'the Marathi status e-mail');
  expect(shortlisted.text).toMatch(new RegExp(`^आनंदाची बातमी, ${name}\n`));
  expect(shortlisted.text).toContain(`Sentinel Integrated Facility Services मधील ${JOB.mrTitle} पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे.`);
  const shortlistedLink = pageLinkOf(shortlisted);
  expect(shortlistedLink).not.toBe(privateLink);
  expect(await overflowOnPhone(mailReader, shortlisted, fonts, 'marathi-candidate-mail-shortlisted-390')).toBe(0);
  await expect(admin.getByRole('list', { name: 'History' })).toContainText(`E-mailed the candidate: ${subject}`);
  await screenshot(admin, 'marathi-candidate-admin-application-1440');

  // The candidate's page follows: the new stage, in Marathi.
  await candidate.goto(shortlistedLink);
  await expect(candidate.getByText('सद्यस्थिती:')).toContainText('शॉर्टलिस्ट झाला');
  expect(await overflow(candidate)).toBe(0);
  await screenshot(candidate, 'marathi-candidate-page-shortlisted-390');

  // An interview at 11:00 in India: the candidate's page words its time as the Marathi invitation does
  // ("सकाळी 11:00 वाजता"), never "11:00 AM".
  const me = (await (await fetch(`${site.apiUrl}/admin/AdminLogin/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { _id: string };
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const interview = { startsAt: `${day}T11:00`, minutes: 30, place: 'बाणेर कार्यालय, पुणे', interviewerId: me._id };
  await postJson(site, `admin/hiring/interviews/${itemLink[1]}`, interview, token);
  const invitation = await arrived(site, email, (m) => m.subject.startsWith('मुलाखतीचे निमंत्रण'), 'the Marathi invitation');
  const when = invitation.text.match(/केव्हा: (.+?), 30 मिनिटांसाठी/)?.[1];
  expect(when).toMatch(/ रोजी सकाळी 11:00 वाजता \(भारतीय वेळ\)$/);
  for (const page of [candidate, await newPage(WIDE)]) {
    await page.goto(shortlistedLink);
    const slot = page.getByRole('listitem').filter({ hasText: 'कॅलेंडरमध्ये जोडा' });
    await expect(slot.locator('strong')).toHaveText(when!);
    expect(await overflow(page)).toBe(0);
    await screenshot(page, `marathi-candidate-page-interview-${page.viewportSize()!.width}`);
  }
});
