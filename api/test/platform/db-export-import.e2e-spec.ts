// `npm run db:export` and `npm run db:import` move a whole site: a site filled through the API is exported from one
// embedded database, imported into another FerretDB with another data directory, and the API started there shows
// the same submissions, statuses, history, content and files.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RESOURCES, type SubmissionKey } from '@site/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Binary, BSON, type Db, Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { freePort, ROOT, type RunningFerretDb, startFerretDb } from '../../../scripts/ferretdb.mjs';
import { fixtures, startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name> as `npm run` would, with the database and data directory given in env. */
function script(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  const { NODE_OPTIONS: _jestOnly, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts', name), ...args], { env: { ...base, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

/** Every document of a collection in canonical Extended JSON, numbers unpromoted: equal strings, equal types. */
async function dump(db: Db, name: string) {
  const docs = await db.collection(name).find({}, { promoteValues: false }).toArray();
  return docs.map((d) => BSON.EJSON.stringify(d, { relaxed: false })).sort();
}

describe('db:export and db:import', () => {
  const submissions: Array<{ key: SubmissionKey; id: string }> = [];
  let source: TestApi;
  let sourceClient: MongoClient;
  let targetDb: RunningFerretDb;
  let targetClient: MongoClient;
  let tmp: string;
  let exportDir: string;
  let sourceEnv: Record<string, string>;
  let targetEnv: Record<string, string>;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let imageBytes: Buffer;
  let manifest: { database: string; collections: Record<string, number>; files: number };

  /** What the back office and the public site show, over HTTP. */
  async function snapshot(api: TestApi) {
    const auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const get = async (url: string) => (await api.http.get(url).set(auth).expect(200)).body;
    return {
      inbox: await get('/admin/inbox?limit=50'),
      counts: await get('/admin/inbox/counts'),
      details: await Promise.all(submissions.map(({ key, id }) => get(`/admin/inbox/${key}/${id}`))),
      services: await get(`/${RESOURCES.services.path}/${RESOURCES.services.list}`),
    };
  }

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'db-export-test-'));
    exportDir = path.join(tmp, 'export');
    source = await startApi();
    const auth = { Authorization: `Bearer ${await source.adminToken()}` };
    for (const key of ['applyJobs', 'userContact', 'homeEnquiry', 'ServiceEnquiry'] as const) {
      const sample = SAMPLES[key]!;
      const res = await send(source.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), sample.fields, sample.files).expect(201);
      submissions.push({ key, id: res.body.data._id });
    }
    const change = (key: SubmissionKey, body: object) =>
      source.http
        .post(`/admin/inbox/${key}/${submissions.find((s) => s.key === key)!.id}`)
        .set(auth)
        .send(body)
        .expect(200);
    await change('applyJobs', { status: 'Shortlisted', note: 'Strong candidate, call on Monday' });
    await change('userContact', { status: 'In progress' });
    const service = await send(
      source.http.post(`/${RESOURCES.services.path}/${RESOURCES.services.add}`).set(auth),
      SAMPLES.services!.fields,
      SAMPLES.services!.files,
    ).expect(201);
    imageBytes = (await source.http.get(service.body.data.image).buffer(true).expect(200)).body;

    // BSON types the site does not write today, stored behind its back: the format must keep them too.
    sourceClient = await MongoClient.connect(source.config.mongoUri);
    await sourceClient
      .db(source.config.mongoDb)
      .collection('typesample')
      .insertOne({
        at: new Date('2026-11-25T10:00:00.123Z'),
        big: Long.fromString('9007199254740993'),
        small: new Int32(7),
        real: new Double(2),
        bytes: new Binary(Buffer.from([0, 1, 2, 255])),
        ref: new ObjectId(),
      });

    before = await snapshot(source);
    // The site is stopped before its export (docs/operations.md); its database and files stay.
    await source.app.close();

    targetDb = await startFerretDb({ port: await freePort(), dataDir: path.join(tmp, 'target-db') });
    targetClient = await MongoClient.connect(targetDb.uri);
    sourceEnv = { MONGODB_URI: source.config.mongoUri, MONGODB_DB: source.config.mongoDb, DATA_DIR: source.config.dataDir };
    targetEnv = { MONGODB_URI: targetDb.uri, MONGODB_DB: 'moved_site', DATA_DIR: path.join(tmp, 'target-data') };
  });

  afterAll(async () => {
    await sourceClient?.db(source.config.mongoDb).dropDatabase();
    await sourceClient?.close();
    await targetClient?.close();
    await targetDb?.stop();
    await rm(source.config.dataDir, { recursive: true, force: true });
    await rm(tmp, { recursive: true, force: true });
  });

  it('refuses a missing or unusable directory argument with a message', async () => {
    const none = await script('db-export.mjs', [], sourceEnv);
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run db:export -- <new or empty directory>') });
    const notExport = await script('db-import.mjs', [tmp], targetEnv);
    expect(notExport).toMatchObject({ code: 1, stderr: expect.stringContaining('has no manifest.json') });
  });

  it('exports every collection but the throwaway state, and the uploaded files', async () => {
    const run = await script('db-export.mjs', [exportDir], sourceEnv);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    manifest = JSON.parse(await readFile(path.join(exportDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, database: source.config.mongoDb, files: expect.any(Number) });
    expect(manifest.collections).toMatchObject({ applyJobs: 1, userContact: 1, homeEnquiry: 1, ServiceEnquiry: 1, services: 1, adminlogins: 1, typesample: 1 });
    expect(manifest.collections.inboxhistory).toBeGreaterThan(0);
    // Left behind although the source holds them.
    const sourceNames = (await sourceClient.db(source.config.mongoDb).listCollections().toArray()).map((c) => c.name);
    expect(sourceNames).toEqual(expect.arrayContaining(['ratelimits', 'locks', 'submissionfingerprints']));
    expect(Object.keys(manifest.collections).filter((c) => ['ratelimits', 'locks', 'submissionfingerprints'].includes(c))).toEqual([]);
    // The resume and the service's image (with its WebP copies, if any).
    expect(manifest.files).toBeGreaterThanOrEqual(2);
    const line = (await readFile(path.join(exportDir, 'applyJobs.jsonl'), 'utf8')).trim();
    expect(JSON.parse(line)).toMatchObject({ _id: { $oid: submissions[0]!.id }, createdAt: { $date: { $numberLong: expect.any(String) } } });

    const again = await script('db-export.mjs', [exportDir], sourceEnv);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('is not empty') });
  });

  it('imports into an empty database: the same documents with the same types', async () => {
    const run = await script('db-import.mjs', [exportDir], targetEnv);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`  files: ${manifest.files}`);
    const [from, to] = [sourceClient.db(source.config.mongoDb), targetClient.db(targetEnv.MONGODB_DB!)];
    for (const name of Object.keys(manifest.collections)) expect({ name, docs: await dump(to, name) }).toEqual({ name, docs: await dump(from, name) });

    const application = await to.collection('applyJobs').findOne({ _id: new ObjectId(submissions[0]!.id) });
    expect(application!._id).toBeInstanceOf(ObjectId);
    expect(application!.createdAt).toBeInstanceOf(Date);
    const sample = await to.collection('typesample').findOne({}, { promoteValues: false });
    expect(sample).toMatchObject({
      at: new Date('2026-11-25T10:00:00.123Z'),
      big: Long.fromString('9007199254740993'),
      small: new Int32(7),
      real: new Double(2),
    });
    expect(sample!.bytes).toBeInstanceOf(Binary);
    expect(Buffer.from((sample!.bytes as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(sample!.ref).toBeInstanceOf(ObjectId);
  });

  it('refuses a second import unless --replace, which gives the same counts', async () => {
    const to = targetClient.db(targetEnv.MONGODB_DB!);
    const refused = await script('db-import.mjs', [exportDir], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing imported: the database "moved_site" already holds');
    expect(refused.stderr).toContain('Run again with --replace');
    expect(await to.collection('applyJobs').countDocuments()).toBe(1);

    const replaced = await script('db-import.mjs', [exportDir, '--replace'], targetEnv);
    expect(replaced).toMatchObject({ code: 0, stderr: '' });
    const printed = Object.fromEntries([...replaced.stdout.matchAll(/^ {2}(\S+): (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
    expect(printed).toEqual({ ...manifest.collections, files: manifest.files });
    for (const [name, count] of Object.entries(manifest.collections))
      expect({ name, count: await to.collection(name).countDocuments() }).toEqual({ name, count });
  });

  it('keeps the database files, the export and the resumes readable by their owner only', async () => {
    const inside = async (dir: string) => [dir, ...(await readdir(dir)).map((f) => path.join(dir, f))];
    const owned = [
      // The embedded database's folder and its SQLite files (made by FerretDB as it ran).
      ...(await inside(path.join(tmp, 'target-db'))),
      // The export: its folder, each collection's file and the manifest, and the resumes' folder and files.
      ...(await inside(exportDir)).filter((p) => !p.endsWith(`${path.sep}files`)),
      ...(await inside(path.join(exportDir, 'files', 'private'))),
      // The resumes where the API stored them, and where the import put them.
      ...(await inside(path.join(source.config.dataDir, 'private'))),
      ...(await inside(path.join(targetEnv.DATA_DIR!, 'private'))),
    ];
    expect(owned.filter((p) => p.endsWith('.sqlite') || p.endsWith('.jsonl') || p.includes(`private${path.sep}`)).length).toBeGreaterThanOrEqual(6);
    for (const p of owned) expect({ p, others: (await stat(p)).mode & 0o077 }).toEqual({ p, others: 0 });
  });

  it('gives a site that shows the same submissions, statuses, content and files', async () => {
    const moved = await startApi(targetEnv);
    try {
      expect(await snapshot(moved)).toEqual(before);
      const applyJobs = before.details[0];
      expect(applyJobs.item.status).toBe('Shortlisted');
      expect(applyJobs.history).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'note', text: 'Strong candidate, call on Monday' })]));
      const resume = await moved.http
        .get(`/admin/applyJobs/resume/${submissions[0]!.id}`)
        .set('Authorization', `Bearer ${await moved.adminToken()}`)
        .buffer(true)
        .expect(200);
      expect(Buffer.compare(resume.body as Buffer, fixtures.pdf)).toBe(0);
      const image = await moved.http.get(before.services.services[0].image).buffer(true).expect(200);
      expect(Buffer.compare(image.body as Buffer, imageBytes)).toBe(0);
    } finally {
      await moved.close();
    }
  });
});
