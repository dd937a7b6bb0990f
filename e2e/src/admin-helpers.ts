// Helpers of the back-office journeys: sign in, files to upload, the API called directly to prepare data.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CFB from 'cfb';
import { MongoClient } from 'mongodb';
import { unzipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import type { TestSite } from './harness';

/** A Word 97 file as the API checks it: an OLE2 compound file whose directory lists a 'WordDocument' stream. */
function wordDocument(): Buffer {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, '/WordDocument', Buffer.alloc(64));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

export const FILES = {
  png: (name = 'photo.png') => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  }),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  doc: wordDocument(),
};

/** A JSON POST to the API, as a visitor or, with `token`, as the admin. */
export async function postJson(site: TestSite, path: string, body: unknown, token?: string) {
  const headers = { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
  const res = await fetch(`${site.apiUrl}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
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

/** The sign-in form's message (toasts are alerts too). */
export const signInProblem = (page: Page) => page.getByRole('form', { name: 'Admin sign in' }).getByRole('alert');

/** The open dialog. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The table row that contains `text`. */
export const row = (page: Page, text: string): Locator => page.getByRole('table').getByRole('row').filter({ hasText: text });

/** Narrows the table to rows matching `text` with its search box. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

/** A refusal from the server (a JSON message, or an error page without one when `message` is absent), or no answer. */
export type ApiFailure = { status: number; message?: string } | 'no answer';

/** Makes the next API call whose URL matches `glob` fail that way (page.route: a fulfilled or aborted request). */
export async function failNextCall(page: Page, glob: string, failure: ApiFailure) {
  await page.route(
    glob,
    (route) =>
      failure === 'no answer'
        ? route.abort('connectionrefused')
        : route.fulfill(
            failure.message === undefined
              ? { status: failure.status, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }
              : { status: failure.status, contentType: 'application/json', body: JSON.stringify({ message: failure.message }) },
          ),
    { times: 1 },
  );
}

/**
 * Moves the creation of a type's submissions from `email` `days` into the past, straight in the site's database:
 * no person can send a message dated last week, and a retention run deletes only old ones (docs/behaviour.md §14).
 */
export async function ageSubmissions(site: TestSite, type: string, email: string, days: number) {
  const client = await MongoClient.connect(site.db.url);
  try {
    const { modifiedCount } = await client
      .db(site.db.name)
      .collection(type)
      .updateMany({ email }, { $set: { createdAt: new Date(Date.now() - days * 86_400_000) } });
    if (!modifiedCount) throw new Error(`no ${type} from ${email} to age`);
  } finally {
    await client.close();
  }
  // Changed behind the API's back: the derived documents are rebuilt, as after any direct edit of submissions.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/db-rebuild.mjs')], {
    env: { ...process.env, MONGODB_URI: site.db.url, MONGODB_DB: site.db.name },
    stdio: 'ignore',
  });
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The entries of a zip: name -> bytes. */
export const unzip = (data: Buffer) => new Map(Object.entries(unzipSync(new Uint8Array(data))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
