// On MongoDB every query behind the back office's screens, the visitors' forms and the site's jobs is served by an
// index: by `_id`, or by one the API declares. The driver's commands are captured while each screen's calls are
// made and the jobs run; every query shape is listed below next to the index that serves it, or, for a collection
// that only ever holds a few documents or what is pending, the reason none is needed. A new shape fails this test
// until it is listed here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { listFieldsOf, RESOURCES, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

/** Shape -> the declared index that serves it (its name as the database lists it). A filter on `_id` needs none. */
const SERVED: Record<string, string> = {
  'aftereffects delete {kind,payload.id}': 'kind_1_payload.id_1',
  'mailoutbox find {nextAttemptAt,status}': 'status_1_nextAttemptAt_1',
  'mailoutbox find {submissionId}': 'submissionId_1_createdAt_1',
  'mailoutbox find {submissionId} sort {createdAt}': 'submissionId_1_createdAt_1',
  'ratelimits find {key,kind,until} sort {until}': 'key_1_kind_1_until_-1',
  'smsoutbox find {nextAttemptAt,status}': 'status_1_nextAttemptAt_1',
  'smsoutbox find {about}': 'about_1_createdAt_1',
  'userlogins find {email}': 'email_1',
};

/** Collections, or single shapes, read without an index on purpose, and why. */
const UNINDEXED: Record<string, string> = {
  adminlogins: "the firm's admin accounts, a handful",
  clients: 'site content, a few dozen documents',
  services: 'site content, a few dozen documents',
  // An application without a jobId is matched to an open job by title: the open jobs, read once per change of them.
  jobs: 'site content, a few dozen documents',
  contentversions: 'one document per content resource',
  retentionruns: 'one document per retention run, those of the last 30 days only',
  submissionpending: 'holds only what is pending',
  submissionfingerprints: 'expire within 10 minutes',
  twofactorwrongcodes: 'wrong two-factor codes at sign-in, which the sign-in limits keep few, cleared by a good one',
  'mailoutbox find {submissionId,to}': 'the outbox holds only what is still to send',
  'mailoutbox find {replyTo,submissionId,to}': 'the outbox holds only what is still to send',
  // A text no search term holds (part of a word, a word of a message) is looked for in the submissions themselves,
  // page and total: the one slow path of the tables and the inbox (docs/operations.md, "Search").
  ...Object.fromEntries(
    [
      'applyJobs aggregate {address,email,experience,jobTitle,mobile,name,qualification,skills,status}',
      'applyJobs find {address,email,experience,jobTitle,mobile,name,qualification,skills,status}',
      'homeEnquiry aggregate {description,email,firstName,lastName,mobile,service}',
      'homeEnquiry find {description,email,firstName,lastName,mobile,service}',
      'ServiceEnquiry aggregate {address,date,email,mobile,name,service}',
      'ServiceEnquiry find {address,date,email,mobile,name,service}',
      'userContact aggregate {email,message,name,subject}',
      'userContact find {email,message,name,subject}',
    ].map((shape) => [shape, 'a text no search term holds, looked for in the submissions themselves']),
  ),
};

type Filter = Record<string, unknown>;
const OPERATORS = new Set(['$and', '$or', '$nor']);

/** The fields a filter tests, whatever the values (the operands of $and / $or included). */
function fieldsOf(filter: unknown, into = new Set<string>()): Set<string> {
  if (!filter || typeof filter !== 'object') return into;
  for (const [k, v] of Object.entries(filter as Filter)) {
    if (OPERATORS.has(k)) for (const part of v as unknown[]) fieldsOf(part, into);
    else into.add(k);
  }
  return into;
}

interface Shape {
  collection: string;
  op: string;
  filter: string[];
  sort: string[];
}
const nameOf = (s: Shape) => `${s.collection} ${s.op} {${s.filter.join(',')}}${s.sort.length ? ` sort {${s.sort.join(',')}}` : ''}`;

/** The queries of one driver command (a write command carries one per statement). */
function shapesOf(name: string, cmd: Record<string, unknown>): Shape[] {
  const collection = String(cmd[name]);
  // The driver hands a sort over as a Map, in its order.
  const keysOf = (sort: unknown) => (sort instanceof Map ? [...sort.keys()] : Object.keys((sort as Filter) ?? {}));
  const shape = (op: string, filter: unknown, sort?: unknown): Shape => ({ collection, op, filter: [...fieldsOf(filter)].sort(), sort: keysOf(sort) });
  switch (name) {
    case 'find':
      return [shape('find', cmd.filter, cmd.sort)];
    case 'count':
      return [shape('count', cmd.query)];
    case 'aggregate': {
      const match = (cmd.pipeline as Filter[]).find((s) => '$match' in s)?.$match;
      const sort = (cmd.pipeline as Filter[]).find((s) => '$sort' in s)?.$sort;
      return [shape('aggregate', match, sort)];
    }
    case 'findAndModify':
      return [shape('findAndModify', cmd.query, cmd.sort)];
    case 'update':
      return (cmd.updates as Array<{ q: unknown }>).map((u) => shape('update', u.q));
    case 'delete':
      return (cmd.deletes as Array<{ q: unknown }>).map((d) => shape('delete', d.q));
    default:
      return [];
  }
}

describe('every query the site sends is served by an index on MongoDB', () => {
  let api: TestApi;
  let auth: { Authorization: string };
  const seen = new Map<string, Shape>();

  let mail: Awaited<ReturnType<typeof startMailDev>>;

  beforeAll(async () => {
    // A mail server, so the outbox's worker sends (and its queries are seen).
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    const uri = process.env.MONGODB_URI!;
    api = await startApi({ MONGODB_URI: `${uri.replace(/\/$/, '')}/?monitorCommands=true`, SMTP_URL: mail.smtpUrl });
    api.app
      .get<Connection>(getConnectionToken())
      .getClient()
      .on('commandStarted', (e) => {
        for (const s of shapesOf(e.commandName, e.command as Record<string, unknown>)) if (s.collection !== 'undefined') seen.set(nameOf(s), s);
      });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  it('lists each query shape of the screens, forms and jobs next to the index that serves it', async () => {
    const tag = randomUUID().slice(0, 6);
    const ids: Partial<Record<SubmissionKey, string>> = {};
    for (const key of SUBMISSION_KEYS) {
      const sample = SAMPLES[key]!;
      const res = await send(
        api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`),
        { ...sample.fields, email: `shape.${tag}@example.com` },
        sample.files,
      ).expect(201);
      ids[key] = res.body.data._id;
    }
    const get = (url: string, query: Record<string, string | number> = {}) => api.http.get(url).query(query).set(auth).expect(200);
    await get('/admin/dashboard');
    await get('/admin/inbox/counts');
    for (const query of <Array<Record<string, string | number>>>[
      { page: 1 },
      { page: 2 },
      { status: 'New' },
      { type: 'applyJobs' },
      { assignee: 'none' },
      { from: '2020-01-01', to: '2099-12-31' },
      { q: `shape.${tag}@example.com` },
      { q: '9123456780' },
      { q: 'Meena Iyer' },
      { q: 'eena' },
    ]) {
      await get('/admin/inbox', query);
    }
    const applyJobs = ids.applyJobs!;
    await get(`/admin/inbox/applyJobs/${applyJobs}`);
    await api.http.post(`/admin/inbox/applyJobs/${applyJobs}`).set(auth).send({ status: 'Shortlisted', note: 'Called' }).expect(200);
    for (const key of SUBMISSION_KEYS) {
      const list = `/${RESOURCES[key].path}/${RESOURCES[key].list}`;
      await get(list, { page: 1, limit: 10 });
      const status = listFieldsOf(key).statuses?.[0];
      if (status) await get(list, { page: 1, limit: 10, status });
      await get(list, { page: 1, limit: 10, q: 'shape' });
      await get(`/admin/export/${key}`);
    }
    await api.http.get(`/admin/applyJobs/resume/${applyJobs}`).set(auth).expect(200);
    await get(`/admin/applyJobs/resumeLog/${applyJobs}`);
    await get('/admin/privacy/person', { email: `shape.${tag}@example.com` });
    await get('/admin/audit', { page: 1 });
    await api.http
      .post(`/${RESOURCES.userContact.path}/${RESOURCES.userContact.remove.replace(':id', ids.userContact!)}`)
      .set(auth)
      .expect(200);
    await api.http
      .post('/admin/privacy/erase')
      .set(auth)
      .send({ email: `shape.${tag}@example.com` })
      .expect(200);
    await api.http.post('/admin/privacy/retention').set(auth).send({ homeEnquiry: 3650 }).expect(200);
    await api.http.post('/admin/privacy/retention/run').set(auth).expect(200);
    // The outbox's worker has sent what the forms queued (bounded wait).
    for (let tries = 0; tries < 100 && (await mail.emails()).length < 6; tries++) await new Promise((r) => setTimeout(r, 100));

    const db = api.app.get<Connection>(getConnectionToken()).db!;
    const rows: string[] = [];
    const unserved: string[] = [];
    for (const [name, s] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
      if (s.filter.includes('_id') && !s.sort.length) continue;
      const reason = UNINDEXED[s.collection] ?? UNINDEXED[name.replace(/ sort .*$/, '')];
      const index = SERVED[name];
      if (reason) rows.push(`${name}  ->  none: ${reason}`);
      else if (index) {
        const declared = (await db.collection(s.collection).indexes()).find((i) => i.name === index);
        const keys = Object.keys(declared?.key ?? {});
        // The index's leading keys are the fields filtered and sorted on.
        const covered =
          keys
            .slice(0, new Set([...s.filter, ...s.sort]).size)
            .sort()
            .join(',') === [...new Set([...s.filter, ...s.sort])].sort().join(',');
        if (!covered) unserved.push(`${name}: ${index} (${keys.join(',') || 'not declared'}) does not serve it`);
        rows.push(`${name}  ->  ${index}`);
      } else unserved.push(name);
    }
    console.log(rows.join('\n'));
    expect(unserved).toEqual([]);
  });
});
