// A guard who reads Marathi first, on a phone (390 px), applies with a name and a mobile number alone
// (docs/behaviour.md §16.1): the code comes by SMS (read here from the local SMPP server, as the phone would offer
// it), a reload while waiting loses nothing, the private page's link comes by SMS in Marathi; applying again to the
// same job is told so, and another job is linked to the same candidate, whom the office finds by the number. Then
// the same in Hindi and in English.
import type { Page } from '@playwright/test';
import { expect, MAIL_SITE, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { adminToken, screenshot } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

test.use(MAIL_SITE);

type Sms = { to: string; text: string; time: string; template: string | null };

/** A fresh mobile number for this run, in Latin digits (10 digits, starting 9). */
const freshMobile = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
const DEVANAGARI = '०१२३४५६७८९';
const inDevanagari = (digits: string) => digits.replace(/\d/g, (d) => DEVANAGARI[Number(d)]!);

async function smsTo(site: TestSite, to: string, match: RegExp): Promise<Sms> {
  let found: Sms | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${site.smsUrl}/api/sms`)).json()) as Sms[];
        found = all.find((m) => m.to === to && match.test(m.text));
        return Boolean(found);
      },
      { message: `an SMS to ${to} matching ${match}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const codeOf = (sms: Sms) => /#(\d{6})$/.exec(sms.text)![1]!;

/** Fills the phone form of the open dialog and asks for the code. */
async function fillAndAsk(page: Page, words: { name: string; mobile: string; send: string }, name: string, mobile: string) {
  const apply = page.getByRole('dialog');
  await apply.getByLabel(words.name, { exact: true }).fill(name);
  await apply.getByLabel(words.mobile, { exact: true }).fill(mobile);
  await apply.getByRole('checkbox').check();
  await apply.getByRole('button', { name: words.send }).click();
}

test('a Marathi reader applies with a name and a number, is told when applying again, and a second job is linked to them', async ({
  site,
  newPage,
  adminPage,
}) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  const jobs = await seededJobs(site);
  const guard = jobs.find((j) => j.jobTitle === 'Security Guard')!;
  const housekeeping = jobs.find((j) => j.jobTitle === 'Housekeeping Executive')!;
  const mobile = freshMobile();
  const e164 = `+91${mobile}`;
  const name = 'सुनील पाटील';
  const words = { name: 'पूर्ण नाव', mobile: 'मोबाईल', send: 'मला कोड पाठवा' };

  const page = await newPage(PHONE);
  await page.goto(`${site.url}/mr/jobdetail/${guard._id}?src=poster-pune-station`);
  await expect(page.getByText('आपले नाव आणि मोबाइल नंबर देऊन अर्ज करा: ई-मेल किंवा बायोडाटा लागत नाही.')).toBeVisible();
  await page.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  const apply = page.getByRole('dialog');
  // No e-mail or CV is asked for a guard's job; the number's purpose is said in Marathi.
  await expect(apply.getByText('आम्ही आपला मोबाइल नंबर फक्त या अर्जासाठी वापरतो', { exact: false })).toBeVisible();
  await expect(apply.getByLabel('ई-मेल (ऐच्छिक)', { exact: true })).toBeVisible();
  await expect(apply.locator('input[type="file"]')).toHaveCount(0);
  await screenshot(page, 'phone-apply-mr-form-390');
  // The number as a Marathi keyboard types it, with the trunk 0.
  await fillAndAsk(page, words, name, `०${inDevanagari(mobile.slice(0, 5))} ${inDevanagari(mobile.slice(5))}`);
  await expect(apply.getByText(`आम्ही +91 ${mobile.slice(0, 5)} ${mobile.slice(5)} वर एसएमएसने 6 अंकी कोड पाठवला आहे.`)).toBeVisible();
  const codeField = apply.getByLabel('एसएमएसमधील कोड', { exact: true });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await screenshot(page, 'phone-apply-mr-code-390');

  // The SMS: Marathi words, and the WebOTP line last, naming this site's host.
  const sms = await smsTo(site, e164, /#\d{6}$/);
  expect(sms.text).toMatch(new RegExp(`\\n@${new URL(site.url).hostname} #\\d{6}$`));
  expect(sms.text).toContain('कोड');

  // A reload while the code is on its way loses nothing: the dialog opens again at the code step.
  await page.reload();
  await page.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  await expect(apply.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, { exact: false })).toBeVisible();
  await codeField.fill(codeOf(sms));
  await apply.getByRole('button', { name: 'निश्चित करा आणि अर्ज पाठवा' }).click();
  await expect(apply.getByText('अर्ज मिळाला. त्याची स्थिती पाहण्याची लिंक आम्ही आपल्याला एसएमएसने पाठवली आहे.')).toBeVisible();
  await expect(apply.getByRole('link', { name: 'आपल्या अर्जाची स्थिती पाहा' })).toBeVisible();
  await screenshot(page, 'phone-apply-mr-sent-390');

  // The private page's link by SMS, in Marathi, naming the job as the Marathi page does; it opens this application.
  const confirmation = await smsTo(site, e164, /पदासाठी आपला अर्ज मिळाला आहे/);
  const [, jobInMarathi, link] = /^(.+) पदासाठी आपला अर्ज मिळाला आहे\. स्थिती येथे पाहा: (https?:\S+\/mr\/application\/[\w-]{43})$/.exec(confirmation.text)!;
  const candidate = await newPage(PHONE);
  await candidate.goto(link!.replace(/^https?:\/\/[^/]+/, site.url));
  await expect(candidate.locator('main')).toContainText(jobInMarathi!);

  // Applying again to the same job in the same visit: no second code, and nothing new stored.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  await fillAndAsk(page, words, name, mobile);
  await expect(apply.getByText('आपण या नोकरीसाठी आधीच अर्ज केला आहे.')).toBeVisible();
  await screenshot(page, 'phone-apply-mr-already-390');

  // Another job, reached from Similar Jobs: a new application of the same candidate.
  await page.keyboard.press('Escape');
  await page.locator(`.main-job__similar a[href*="${housekeeping._id}"]`).click();
  await page.waitForURL(`**/mr/jobdetail/${housekeeping._id}`);
  await page.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  await fillAndAsk(page, words, name, mobile);
  await expect(apply.getByText('अर्ज मिळाला.', { exact: false })).toBeVisible();

  // The office finds both by the number as a recruiter types it, each with its source where it had one.
  const token = await adminToken(site.apiUrl);
  await expect
    .poll(
      async () => {
        const res = await fetch(`${site.apiUrl}/admin/inbox?type=applyJobs&q=0${mobile}`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await res.json()) as { items: Array<{ id: string }> }).items.length;
      },
      { message: 'both applications in the inbox', timeout: 20_000 },
    )
    .toBe(2);

  // On each application's page, the recruiter sees the candidate's other application with its stage.
  const res = await fetch(`${site.apiUrl}/admin/inbox?type=applyJobs&q=0${mobile}`, { headers: { Authorization: `Bearer ${token}` } });
  const [newest] = ((await res.json()) as { items: Array<{ id: string }> }).items;
  await adminPage.setViewportSize(WIDE);
  await adminPage.goto(`${site.url}/admin/inbox/applyJobs/${newest!.id}`);
  const person = adminPage.getByRole('region', { name: 'The candidate' });
  await expect(person).toContainText(`Mobile +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}, confirmed by SMS code.`);
  await expect(person.getByRole('listitem')).toHaveCount(1);
  await expect(person.getByRole('listitem')).toContainText('New');
  await expect(adminPage.getByText('No CV was sent.')).toBeVisible();
  await screenshot(adminPage, 'phone-apply-person-1366');
  await adminPage.setViewportSize(PHONE);
  await screenshot(adminPage, 'phone-apply-person-390');

  // The recruiter shortlists it; the candidate hears by SMS, in Marathi, with the link to their page.
  await adminPage.setViewportSize(WIDE);
  await adminPage.getByLabel('Status').selectOption('Shortlisted');
  await expect(adminPage.getByRole('list', { name: 'History' })).toContainText('Shortlisted');
  const shortlisted = await smsTo(site, e164, /शॉर्टलिस्ट/);
  expect(shortlisted.text).toMatch(new RegExp(`पदासाठी आपला अर्ज शॉर्टलिस्ट झाला\\. मुलाखतीसाठी आम्ही फोन करू\\. https?:\\S+/mr/application/[\\w-]{43}$`));

  // Where the office writes those words: each status's SMS beside its e-mail, with what a text costs.
  await adminPage.goto(`${site.url}/admin/candidate-emails`);
  await expect(adminPage.getByText(/(GSM-7|UCS-2) · \d parts?/).first()).toBeAttached();
  await screenshot(adminPage, 'status-sms-templates-1366');
  await adminPage.setViewportSize(PHONE);
  await screenshot(adminPage, 'status-sms-templates-390');
});

for (const [language, words, done] of [
  ['hi', { name: 'पूरा नाम', mobile: 'मोबाइल', send: 'मुझे कोड भेजें', apply: 'अभी आवेदन करें', confirm: 'पक्का करें और आवेदन भेजें' }, 'आवेदन मिल गया।'],
  ['en', { name: 'Full Name', mobile: 'Mobile', send: 'Send me a code', apply: 'Apply Now', confirm: 'Confirm and apply' }, 'Application received.'],
] as const)
  test(`${language}: applies with a name and a number at 390 px, the code read from the SMS`, async ({ site, newPage }) => {
    test.skip(!site.smsUrl, 'needs the site with its own SMS server');
    const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Housekeeping Executive')!;
    const mobile = freshMobile();
    const page = await newPage(PHONE);
    await page.goto(`${site.url}${language === 'en' ? '' : `/${language}`}/jobdetail/${guard._id}`);
    await page.getByRole('button', { name: words.apply }).click();
    // The same form on a laptop.
    await page.setViewportSize(WIDE);
    await screenshot(page, `phone-apply-${language}-form-1366`);
    await page.setViewportSize(PHONE);
    await fillAndAsk(page, { name: words.name, mobile: words.mobile, send: words.send }, language === 'en' ? 'Ramesh Yadav' : 'रमेश यादव', mobile);
    const sms = await smsTo(site, `+91${mobile}`, /#\d{6}$/);
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: language === 'en' ? 'Code from the SMS' : 'एसएमएस में आया कोड' })
      .fill(codeOf(sms));
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('dialog').getByText(done, { exact: false })).toBeVisible();
    await screenshot(page, `phone-apply-${language}-sent-390`);
  });
