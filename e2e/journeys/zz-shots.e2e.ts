import { postApplication, FILES } from '../src/admin-helpers';
import { DESKTOP, PHONE, test } from '../src/fixtures';

test.use({ siteGroup: 'mail', siteMail: true });

test('shots', async ({ newPage, site }) => {
  const email = `shot-${Date.now()}@example.com`;
  await fetch(`${site.apiUrl}/admin/UserLogin/UserRegister`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Shot Visitor', mobile: '9876543210', email, password: 'visitor-pass-1' }) });
  const login = await (await fetch(`${site.apiUrl}/admin/UserLogin/UserLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'visitor-pass-1' }) })).json();
  await postApplication(site, { name: 'Shot Visitor', email, mobile: '9876543210', address: 'Pune', jobTitle: 'Security Supervisor', skills: 'Patrolling', experience: '1-3 years', qualification: 'HSC', consent: 'true' }, { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' });
  for (const [size, tag] of [[DESKTOP, 'd'], [PHONE, 'p']] as const) {
    const page = await newPage(size);
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userData', JSON.stringify(u)); }, [login.token, login.user]);
    await page.goto(`${site.url}/main/my-applications`);
    await page.getByRole('heading', { name: 'Please confirm your e-mail' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-mine-unverified.png`, fullPage: true });
    await page.goto(`${site.url}/reset-password/${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Set the new password' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-reset.png`, fullPage: true });
    await page.goto(`${site.url}/verify-email/${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'This link has expired or has already been used' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-verify-gone.png` });
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => { localStorage.clear(); });
    await page.reload();
    if (tag === 'p') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('dialog', { name: 'Forgot Password' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-forgot-modal.png` });
    await page.goto(`${site.url}/admin/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-admin-login.png` });
    await page.goto(`${site.url}/admin/forgot-password`);
    await page.getByRole('button', { name: 'SEND THE LINK' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-admin-forgot.png` });
    await page.goto(`${site.url}/admin/reset-password/${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'SET THE NEW PASSWORD' }).waitFor();
    await page.screenshot({ path: `/tmp/x/${tag}-admin-reset.png` });
  }
  // verified view
  await fetch(`${site.apiUrl}/admin/UserLogin/resendVerification`, { method: 'POST', headers: { Authorization: `Bearer ${login.token}` } });
  const mails = await (await fetch(`${site.mailUrl}/api/email`)).json();
  const link = mails.map((m: { text: string }) => m.text.match(/http\S+\/verify-email\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);
  const page = await newPage(DESKTOP);
  await page.goto(`${site.url}/main/home`);
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userData', JSON.stringify(u)); }, [login.token, login.user]);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
  await page.screenshot({ path: `/tmp/x/d-verified.png` });
  await page.getByRole('link', { name: 'See my applications' }).click();
  await page.getByRole('heading', { name: 'Security Supervisor' }).waitFor();
  await page.screenshot({ path: `/tmp/x/d-mine.png`, fullPage: true });
  const phone = await newPage(PHONE);
  await phone.goto(`${site.url}/main/home`);
  await phone.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userData', JSON.stringify(u)); }, [login.token, login.user]);
  await phone.goto(`${site.url}/main/my-applications`);
  await phone.getByRole('heading', { name: 'Security Supervisor' }).waitFor();
  await phone.screenshot({ path: `/tmp/x/p-mine.png`, fullPage: true });
});
