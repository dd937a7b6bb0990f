// A job closes (docs/behaviour.md §16): the admin closes it from the Jobs screen; it leaves both sites' job lists and
// the sitemap, and its page still answers old links with the notice, no Apply button, no JobPosting and noindex.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../src/fixtures';
import { postJson, row } from '../src/admin-helpers';
import { adminToken, apiList } from '../src/harness';

test('an admin closes a job: public lists, the job page, its JSON-LD and the sitemap follow', async ({ site, adminPage, newPage }) => {
  const title = `Lift Operator ${randomUUID().slice(0, 6)}`;
  const token = await adminToken(site.apiUrl);
  const job = {
    jobTitle: title,
    description: 'Runs the goods lift',
    experience: '1-3 years',
    location: 'Pune, Maharashtra',
    salary: '₹16,000 - ₹19,000',
    requirement: 'Fit',
    benefit: 'PF',
  };
  const { data } = (await postJson(site, 'admin/jobs/addJobs', job, token)) as { data: { _id: string } };
  const sitemap = async () => (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(await sitemap()).toContain(`/jobdetail/${data._id}`);

  const visitor = await newPage();
  await visitor.goto(`${site.url}/jobdetail/${data._id}`);
  await expect(visitor.getByRole('button', { name: 'Apply Now' })).toBeVisible();

  await adminPage.goto(`${site.url}/admin/jobs`);
  await expect(row(adminPage, title)).toContainText('Open');
  await row(adminPage, title)
    .getByRole('button', { name: `Close ${title}` })
    .click();
  await expect(row(adminPage, title)).toContainText('Closed');

  const [open] = await apiList(site.apiUrl, 'admin/jobs/getJobs', 'Jobs');
  for (const list of ['/main/jobs', '/integrat/Job']) {
    await visitor.goto(`${site.url}${list}`);
    // The list has drawn (another open job shows) and the closed one is not in it.
    await expect(visitor.getByText(String(open!.jobTitle)).first()).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
  }
  await visitor.goto(`${site.url}/jobdetail/${data._id}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('This position is no longer accepting applications')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  const served = await fetch(`${site.url}/jobdetail/${data._id}`);
  const html = await served.text();
  expect(served.status).toBe(200);
  expect(served.headers.get('x-robots-tag')).toBe('noindex');
  expect(html).not.toContain('application/ld+json');
  expect(html).toContain('This position is no longer accepting applications');
  expect(await sitemap()).not.toContain(`/jobdetail/${data._id}`);
});
