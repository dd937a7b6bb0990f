// Helpers of the back-office journeys: sign in, files to upload, the API called directly to prepare data.
import type { Locator, Page } from 'playwright-core';
import type { TestSite } from './harness';

export const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

export const FILES = {
  png: (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') }),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** Signs in through the form (optionally starting at `path`, which the admin returns to). */
export async function signIn(site: TestSite, page: Page, path = '/admin') {
  await page.goto(`${site.url}${path}`);
  await page.waitForURL('**/admin/login');
  await page.getByPlaceholder('Email').fill(ADMIN.email);
  await page.getByPlaceholder('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.locator('.Toastify__toast', { hasText: 'Admin Login Successful' }).waitFor();
  await page.waitForURL(`**${path}`);
}

/** An admin token straight from the API, for preparing data. */
export async function apiToken(site: TestSite): Promise<string> {
  const res = await fetch(`${site.apiUrl}/admin/AdminLogin/addAdminLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await res.json()) as { token: string }).token;
}

export async function apiList<T = Record<string, unknown>>(site: TestSite, path: string, key: string | null, token?: string): Promise<T[]> {
  const res = await fetch(`${site.apiUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as Record<string, unknown>;
  return (key ? body[key] : body) as T[];
}

export async function postJson(site: TestSite, path: string, body: unknown) {
  const res = await fetch(`${site.apiUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function postApplication(site: TestSite, fields: Record<string, string>, resume?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (resume) form.append('resume', new Blob([new Uint8Array(resume.data)], { type: resume.type }), resume.name);
  const res = await fetch(`${site.apiUrl}/admin/applyJobs/addApplyJobs`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`application: ${res.status} ${await res.text()}`);
}

/** The open dialog. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The table row that contains `text`. */
export const row = (page: Page, text: string): Locator => page.getByRole('table').getByRole('row').filter({ hasText: text });

/** Narrows the table to rows matching `text` with its search box. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}
