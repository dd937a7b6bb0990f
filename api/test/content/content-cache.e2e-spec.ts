// Public content answered from memory: the same bytes as before, strong ETags and 304s, compressed copies,
// dropped by every write, and kept in step across two API instances on one database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTENT_VERSION_PATH } from '@site/contracts/constants';
import { startApi, type TestApi } from '../support/helpers.js';

const JOBS = '/admin/jobs/getJobs';
const job = (title: string) => ({
  jobTitle: title,
  description: 'Guard a corporate campus.',
  experience: '1-3 years',
  location: 'Pune',
  salary: '18,000',
  requirement: 'Alert',
  benefit: 'PF',
});

let a: TestApi;
let b: TestApi;
beforeAll(async () => {
  a = await startApi({ CONTENT_CACHE_CHECK_MS: '100' });
  // The second instance shares the first one's database.
  b = await startApi({ MONGODB_DB: a.config.mongoDb, JWT_SECRET: a.config.jwtSecret, CONTENT_CACHE_CHECK_MS: '100' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Reads `path` until the cache answers it (a strong ETag; Nest's own answers carry a weak one). */
async function cachedRead(api: TestApi, path: string) {
  for (let i = 0; i < 50; i += 1) {
    const res = await api.http.get(path).expect(200);
    if (/^"/.test(String(res.headers.etag))) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was never answered from the cache`);
}

const titles = (body: { Jobs: Array<{ jobTitle: string }> }) => body.Jobs.map((j) => j.jobTitle);

describe('content cache', () => {
  it('answers the same bytes as the application, with a strong ETag and public caching', async () => {
    const admin = await a.adminToken();
    await a.http.post('/admin/jobs/addJobs').set('Authorization', `Bearer ${admin}`).send(job('Security Guard')).expect(201);
    const fresh = await a.http.get(`${JOBS}?fresh=1`).expect(200);
    expect(fresh.headers.etag).toMatch(/^W\//);
    const cached = await cachedRead(a, JOBS);
    expect(cached.text).toBe(fresh.text);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(cached.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('keeps CORS on answers from memory: the site’s origins only', async () => {
    await cachedRead(a, JOBS);
    const allowed = await a.http.get(JOBS).set('Origin', 'http://localhost:3000').expect(200);
    expect(allowed.headers.etag).toMatch(/^"/);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await a.http.get(JOBS).set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, and the full body to another', async () => {
    const { headers } = await cachedRead(a, JOBS);
    const unchanged = await a.http.get(JOBS).set('If-None-Match', headers.etag!).expect(304);
    expect(unchanged.text).toBe('');
    await a.http.get(JOBS).set('If-None-Match', '"something-else"').expect(200);
  });

  it('sends its brotli or gzip copy to clients that accept it', async () => {
    const plain = await cachedRead(a, JOBS);
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body, so equal text proves the stored copy is a valid one of the same bytes.
      const res = await fetch(`${a.url}${JOBS}`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toBe(plain.text);
    }
  });

  it('sends the plain bytes when no encoding it holds is acceptable, and only headers to a HEAD', async () => {
    const plain = await cachedRead(a, JOBS);
    const res = await fetch(`${a.url}${JOBS}`, { headers: { 'Accept-Encoding': 'zstd, identity;q=0' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(plain.text);
    const head = await fetch(`${a.url}${JOBS}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.headers.get('etag')).toBe(plain.headers.etag);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(plain.text)));
    expect(await head.text()).toBe('');
  });

  it('drops a resource’s answers on every write: add, edit and delete, list and item', async () => {
    const admin = `Bearer ${await a.adminToken()}`;
    await cachedRead(a, JOBS);
    const added = (await a.http.post('/admin/jobs/addJobs').set('Authorization', admin).send(job('Housekeeper')).expect(201)).body.data;
    expect(titles((await a.http.get(JOBS).expect(200)).body)).toContain('Housekeeper');

    const item = `${JOBS}/${added._id}`;
    await cachedRead(a, item);
    await a.http.post(`/admin/jobs/editJobs/${added._id}`).set('Authorization', admin).send({ jobTitle: 'Head Housekeeper' }).expect(200);
    expect((await a.http.get(item).expect(200)).body.data.jobTitle).toBe('Head Housekeeper');

    await cachedRead(a, JOBS);
    await a.http.post(`/admin/jobs/deleteJobs/${added._id}`).set('Authorization', admin).expect(200);
    expect(titles((await a.http.get(JOBS).expect(200)).body)).not.toContain('Head Housekeeper');
    await a.http.get(item).expect(404);
  });

  it('never serves a visitor’s submissions from memory: an admin’s read leaves them admin-only', async () => {
    const admin = `Bearer ${await a.adminToken()}`;
    await a.http.get('/admin/userContact/getUserContact').set('Authorization', admin).expect(200);
    await a.http.get('/admin/userContact/getUserContact').set('Authorization', admin).expect(200);
    await a.http.get('/admin/userContact/getUserContact').expect(401);
  });

  it('serves an edit made through one instance from the other', async () => {
    const before = await cachedRead(b, JOBS);
    expect(titles(before.body)).not.toContain('Tower Technician');
    const admin = `Bearer ${await a.adminToken()}`;
    await a.http.post('/admin/jobs/addJobs').set('Authorization', admin).send(job('Tower Technician')).expect(201);
    let seen = false;
    for (let i = 0; i < 100 && !seen; i += 1) {
      seen = titles((await b.http.get(JOBS).expect(200)).body).includes('Tower Technician');
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
  });

  it('gives one content version that moves with every public write, at once on the writing instance and soon on the other', async () => {
    const version = async (api: TestApi) => {
      const res = await api.http.get(CONTENT_VERSION_PATH).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return (res.body as { version: string }).version;
    };
    // Both instances have read the same versions from the database: they give the same word.
    let [onA, onB] = [await version(a), await version(b)];
    for (let i = 0; i < 50 && onA !== onB; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      [onA, onB] = [await version(a), await version(b)];
    }
    expect(onA).toMatch(/^[\w-]{16}$/);
    expect(onB).toBe(onA);
    // A visitor's submission is no public content: the word stays.
    await a.http.post('/admin/userContact/addUserContact').send({ name: 'V', email: 'v@example.com', subject: 'S', message: 'Hello' }).expect(201);
    expect(await version(a)).toBe(onA);
    await a.http
      .post('/admin/jobs/addJobs')
      .set('Authorization', `Bearer ${await a.adminToken()}`)
      .send(job('Pest Control Technician'))
      .expect(201);
    expect(await version(a)).not.toBe(onA);
    let movedOnB = false;
    for (let i = 0; i < 50 && !movedOnB; i += 1) {
      movedOnB = (await version(b)) !== onB;
      if (!movedOnB) await new Promise((r) => setTimeout(r, 20));
    }
    expect(movedOnB).toBe(true);
  });

  it('stores 200 concurrent submissions spread over both instances exactly once each', async () => {
    const sends = Array.from({ length: 200 }, (_, i) =>
      (i % 2 ? a : b).http
        .post('/admin/userContact/addUserContact')
        .send({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: `Batch ${i}`, message: 'Hello' })
        .expect(201),
    );
    await Promise.all(sends);
    const admin = `Bearer ${await a.adminToken()}`;
    const list = (await b.http.get('/admin/userContact/getUserContact').set('Authorization', admin).expect(200)).body.userContact as Array<{ subject: string }>;
    const subjects = list.map((c) => c.subject).filter((s) => s.startsWith('Batch '));
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
  });
});
