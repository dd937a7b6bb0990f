// A guard who applied to two jobs with their mobile number opens "My applications" on a phone (390 px) in Marathi,
// without an account or an e-mail (docs/behaviour.md §21): the number, the code by SMS (read here from the local
// SMPP server, as the phone would offer it), then both applications, newest first, in Marathi, each opening its page,
// which links back to all of them.
import { expect, MAIL_SITE, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { screenshot } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

test.use(MAIL_SITE);

type Sms = { to: string; text: string };
const FORM = { website: '', fillMs: 9000 };

/** A fresh mobile number for this run (10 digits, starting 8). */
const freshMobile = () => `8${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const smsTo = async (site: TestSite, to: string) => ((await (await fetch(`${site.smsUrl}/api/sms`)).json()) as Sms[]).filter((m) => m.to === to);

/** The code of the next SMS to `to` after the `before` it already had. */
async function nextCode(site: TestSite, to: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const all = await smsTo(site, to);
        const fresh = all.length > before ? all.find((m) => /#\d{6}$/.test(m.text)) : undefined;
        code = fresh ? /#(\d{6})$/.exec(fresh.text)![1]! : '';
        return code;
      },
      { message: `a code by SMS to ${to}`, timeout: 20_000 },
    )
    .not.toBe('');
  return code;
}

const post = async (site: TestSite, route: string, body: unknown) => {
  const res = await fetch(`${site.apiUrl}/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok, `${route} answered ${res.status}`).toBe(true);
  return res.json();
};

test('a Marathi reader opens their applications with their number and a code, and each one’s page', async ({ site, newPage }) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  const jobs = await seededJobs(site);
  const guard = jobs.find((j) => j.jobTitle === 'Security Guard')!;
  const housekeeping = jobs.find((j) => j.jobTitle === 'Housekeeping Executive')!;
  const mobile = freshMobile();
  const e164 = `+91${mobile}`;

  // Applied earlier to two jobs with the number proved by a code (the apply form's journey does it on screen).
  await post(site, 'phone-codes', { mobile, purpose: 'apply', ...FORM });
  const { token } = await post(site, 'phone-codes/verify', { mobile, code: await nextCode(site, e164, 0), purpose: 'apply' });
  for (const job of [guard, housekeeping])
    await post(site, 'applications/by-phone?lang=mr', { name: 'सुनील पाटील', mobile, jobId: job._id, answers: '{}', consent: true, phoneToken: token, ...FORM });

  const page = await newPage(PHONE);
  await page.goto(`${site.url}/mr/main/my-applications`);
  const byPhone = page.getByRole('region', { name: 'आपल्या मोबाईल नंबरने आपले अर्ज पाहा' });
  await expect(byPhone.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'my-applications-mr-number-390');
  const before = (await smsTo(site, e164)).length;
  await byPhone.getByLabel('मोबाईल', { exact: true }).fill(`0${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await byPhone.getByRole('button', { name: 'मला कोड पाठवा' }).click();
  await expect(byPhone.getByText(`आम्ही +91 ${mobile.slice(0, 5)} ${mobile.slice(5)} वर एसएमएसने 6 अंकी कोड पाठवला आहे.`)).toBeVisible();
  const codeField = byPhone.getByLabel('एसएमएसमधील कोड', { exact: true });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await screenshot(page, 'my-applications-mr-code-390');

  // A wrong code is told in Marathi, and the step stays.
  const code = await nextCode(site, e164, before);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await byPhone.getByRole('button', { name: 'माझे अर्ज दाखवा' }).click();
  await expect(byPhone.getByText('हा कोड बरोबर नाही. आणखी 4 प्रयत्न बाकी आहेत.')).toBeVisible();
  await codeField.fill(code);
  await byPhone.getByRole('button', { name: 'माझे अर्ज दाखवा' }).click();

  // Both applications, newest first, in Marathi, each with its stage and a link to its page.
  await expect(byPhone.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)} ने केलेले अर्ज`)).toBeVisible();
  const cards = byPhone.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'हा अर्ज उघडा' }) });
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText('प्राप्त झाला');
  await screenshot(page, 'my-applications-mr-list-390');
  await page.setViewportSize(WIDE);
  await screenshot(page, 'my-applications-mr-list-1366');
  await page.setViewportSize(PHONE);

  const newestTitle = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
  await cards.first().getByRole('link', { name: 'हा अर्ज उघडा' }).click();
  await page.waitForURL(/\/mr\/application\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: newestTitle })).toBeVisible();
  await page.getByRole('link', { name: 'माझे सर्व अर्ज' }).click();
  await page.waitForURL(/\/mr\/main\/my-applications$/);
  await expect(page.getByRole('region', { name: 'आपल्या मोबाईल नंबरने आपले अर्ज पाहा' })).toBeVisible();
});
