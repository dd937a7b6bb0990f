// Every admin write is recorded (who, what, when) and listed at GET /admin/audit; visitors' writes are not admin
// actions and are not recorded. That every admin write route leaves its entry is audit-writes.e2e-spec.ts's.
import { describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { AUDITED, type AuditName } from '@site/contracts';
import { rebuildDerived } from '../../src/rebuild.js';
import { startApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

describe('audit log of admin writes', () => {
  const { api, auth } = useApi();

  const audit = async (query: Record<string, string | number> = {}) => (await api.http.get('/admin/audit').query(query).set(auth).expect(200)).body;

  it('records add, edit and delete with the admin, the document and the time, newest first', async () => {
    const before = Date.now();
    const added = await api.http.post('/admin/jobs/addJobs').set(auth).send(SAMPLES.jobs!.fields).expect(201);
    const id = added.body.data._id as string;
    await api.http.post(`/admin/jobs/editJobs/${id}`).set(auth).send({ location: 'Mumbai' }).expect(200);
    await api.http.post(`/admin/jobs/deleteJobs/${id}`).set(auth).expect(200);

    const { entries, total } = await audit({ documentId: id });
    expect(total).toBe(3);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['remove', 'edit', 'add']);
    for (const e of entries) {
      expect(e).toMatchObject({ resource: 'jobs', documentId: id, adminEmail: api.config.admin.email, adminName: 'Administrator' });
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(before - 1000);
      // Made from the content's fact: no request's method or path, no handler's name.
      expect(e.method).toBeUndefined();
      expect(e.path).toBeUndefined();
    }
  });

  it('names each content item by its title as it was written, and says whether it still exists', async () => {
    const added = await api.http
      .post('/admin/jobs/addJobs')
      .set(auth)
      .send({ ...SAMPLES.jobs!.fields, jobTitle: 'Security Supervisor' })
      .expect(201);
    const id = added.body.data._id as string;
    await api.http.post(`/admin/jobs/editJobs/${id}`).set(auth).send({ jobTitle: 'Senior Security Supervisor' }).expect(200);
    const kept = await audit({ documentId: id });
    expect(kept.entries.map((e: { title?: string }) => e.title)).toEqual(['Senior Security Supervisor', 'Security Supervisor']);
    expect(kept.entries[0].subject).toEqual({ type: 'jobs', exists: true, title: 'Senior Security Supervisor' });

    await api.http.post(`/admin/jobs/deleteJobs/${id}`).set(auth).expect(200);
    const { entries } = await audit({ documentId: id });
    // The delete is named by the title the job had; none of the entries' job exists any more.
    expect(entries.map((e: { title?: string }) => e.title)).toEqual(['Senior Security Supervisor', 'Senior Security Supervisor', 'Security Supervisor']);
    expect(entries.map((e: { subject: { exists: boolean } }) => e.subject.exists)).toEqual([false, false, false]);
  });

  it('names a submission only while it is stored, and never records its sender’s name', async () => {
    const sample = SAMPLES.applyJobs!;
    const id = (await send(api.http.post('/admin/applyJobs/addApplyJobs'), { ...sample.fields, name: 'Kiran Audit' }, sample.files).expect(201)).body.data
      ._id as string;
    await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200);
    await api.http.post(`/admin/applyJobs/editApplyJobs/${id}`).set(auth).send({ status: 'Reviewed' }).expect(200);
    const { entries } = await audit({ documentId: id });
    expect(entries.map((e: { resource: string; detail?: string; subject: unknown }) => [e.resource, e.detail, e.subject])).toEqual([
      ['applyJobs', 'New → Reviewed', { type: 'applyJobs', exists: true, title: 'Kiran Audit' }],
      ['Inbox', undefined, { type: 'applyJobs', exists: true, title: 'Kiran Audit' }],
    ]);
    expect(entries.every((e: { title?: string }) => e.title === undefined)).toBe(true);

    await api.http.post('/admin/privacy/erase').set(auth).send({ email: sample.fields.email }).expect(200);
    const after = await audit({ documentId: id });
    expect(after.entries.map((e: { subject: unknown }) => e.subject)).toEqual([
      { type: 'applyJobs', exists: false, title: null },
      { type: 'applyJobs', exists: false, title: null },
    ]);
    expect(JSON.stringify((await audit({ limit: 100 })).entries)).not.toContain('Kiran Audit');
  });

  it('reads an entry recorded before titles were kept by the item as it is now', async () => {
    const id = (await api.http.post('/admin/missions/addMissions').set(auth).send({ title: 'Zero harm', description: 'Safe sites' }).expect(201)).body.data
      ._id as string;
    const connection = api.app.get<Connection>(getConnectionToken());
    await connection.collection('auditlog').updateMany({ documentId: id }, { $unset: { title: '' } });
    const { entries } = await audit({ documentId: id });
    expect(entries[0].title).toBeUndefined();
    expect(entries[0].subject).toEqual({ type: 'missions', exists: true, title: 'Zero harm' });
  });

  it('records reading personal data: an inbox item, Find a Person, the CVs zip and a CSV export, by id, never by e-mail', async () => {
    const sample = SAMPLES.applyJobs!;
    const email = `read-audit-${Date.now()}@example.com`;
    const id = (await send(api.http.post('/admin/applyJobs/addApplyJobs'), { ...sample.fields, email }, sample.files).expect(201)).body.data._id as string;
    await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200);
    await api.http.get('/admin/privacy/person').query({ email }).set(auth).expect(200);
    await api.http.get('/admin/privacy/person/resumes').query({ email: email.toUpperCase() }).set(auth).expect(200);
    await api.http.get('/admin/export/applyJobs').query({ q: email }).set(auth).expect(200);
    // Lists and counts show no one in particular, and are not recorded.
    await api.http.get('/admin/inbox').set(auth).expect(200);

    const { entries } = await audit({ limit: 4 });
    // Each under the name and action its route declares, with what it read (no request's path).
    expect(entries.map((e: { resource: string; action: string; detail?: string; path?: string }) => [e.resource, e.action, e.detail, e.path])).toEqual([
      ['SubmissionsExport', 'csv', 'applyJobs', undefined],
      ['Privacy', 'resumes', undefined, undefined],
      ['Privacy', 'find', undefined, undefined],
      ['Inbox', 'detail', undefined, undefined],
    ]);
    expect(entries[3].documentId).toBe(id);
    expect(entries[3].subject).toMatchObject({ type: 'applyJobs', exists: true });
    // One person, one name in any letter case, and no address anywhere in the log.
    expect(entries[1].documentId).toMatch(/^person:[0-9a-f]{24}$/);
    expect(entries[2].documentId).toBe(entries[1].documentId);
    expect(JSON.stringify((await audit({ limit: 100 })).entries)).not.toContain('read-audit-');
    expect(entries[0].adminEmail).toBe(api.config.admin.email);
  });

  it('records an admin’s change to a submission, and not the visitor’s submission itself', async () => {
    const sample = SAMPLES.applyJobs!;
    const sent = await send(api.http.post('/admin/applyJobs/addApplyJobs'), sample.fields, sample.files).expect(201);
    const id = sent.body.data._id as string;
    expect((await audit({ documentId: id })).total).toBe(0);
    await api.http.post(`/admin/applyJobs/editApplyJobs/${id}`).set(auth).send({ status: 'Reviewed' }).expect(200);
    const { entries } = await audit({ documentId: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ resource: 'applyJobs', action: 'edit', detail: 'New → Reviewed' });
  });

  it('does not record a write that failed', async () => {
    const { total } = await audit({ resource: 'jobs' });
    await api.http.post('/admin/jobs/editJobs/0123456789abcdef01234567').set(auth).send({ location: 'Pune' }).expect(404);
    await api.http.post('/admin/jobs/addJobs').set(auth).send({}).expect(400);
    expect((await audit({ resource: 'jobs' })).total).toBe(total);
  });

  it('pages the log, and refuses bad queries with a message', async () => {
    const page = await audit({ limit: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, limit: 1 });
    expect(page.entries).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const bad = await api.http.get('/admin/audit').query({ limit: 'abc' }).set(auth).expect(400);
    expect(bad.body.message).toMatch(/limit/);
    const badId = await api.http.get('/admin/audit').query({ documentId: '{"$ne":1}' }).set(auth).expect(400);
    expect(badId.body.message).toMatch(/documentId/);
  });

  it('numbers every entry once when two instances record at once, and pages them newest first without a gap or a repeat', async () => {
    const other = await startApi({ MONGODB_DB: api.config.mongoDb, JWT_SECRET: api.config.jwtSecret });
    try {
      const before = await audit({ resource: 'missions' });
      const added = await Promise.all(
        Array.from({ length: 24 }, async (_, i) => {
          const on = i % 2 ? other : api;
          return (
            await on.http
              .post('/admin/missions/addMissions')
              .set(auth)
              .send({ title: `Concurrent ${i}`, description: 'Both at once' })
              .expect(201)
          ).body.data._id as string;
        }),
      );
      expect((await audit({ resource: 'missions' })).total).toBe(before.total + 24);
      // Seven a page, across both filters' lists: each new mission's entry once, newest first.
      for (const query of [{ resource: 'missions' }, {}] as Array<Record<string, string>>) {
        const seen: Array<{ documentId: string }> = [];
        for (let page = 1; page <= 4; page++) seen.push(...(await audit({ ...query, limit: 7, page })).entries);
        const ours = seen.filter((e) => added.includes(e.documentId));
        expect(new Set(ours.map((e) => e.documentId)).size).toBe(24);
        expect(ours).toHaveLength(24);
        // The newest 24 are ours: no earlier entry slipped between them.
        expect(seen.slice(0, 24).every((e) => added.includes(e.documentId))).toBe(true);
      }
      // A page past the end is empty, with the same total.
      const past = await audit({ resource: 'missions', limit: 7, page: 100 });
      expect(past).toMatchObject({ entries: [], total: before.total + 24 });
    } finally {
      // Not close(): that drops the database both instances use.
      await other.app.close();
    }
  });

  it('numbers an older log on upgrade (npm run db:rebuild), oldest first, and changes nothing the second time', async () => {
    const connection = api.app.get<Connection>(getConnectionToken());
    const documentId = new ObjectId().toHexString();
    const old = (minutesAgo: number, action: string) => ({
      _id: new ObjectId(),
      at: new Date(Date.now() - minutesAgo * 60_000),
      adminId: 'old-admin',
      adminName: 'Earlier Admin',
      resource: 'services',
      action,
      documentId,
      method: 'POST',
      path: '/admin/services/x',
    });
    await connection.collection('auditlog').insertMany([old(30, 'add'), old(10, 'remove'), old(20, 'edit')]);
    const services = (await audit({ resource: 'services' })).total;

    expect((await rebuildDerived(connection.db!)).auditRenumbered).toBe(3);
    const { entries, total } = await audit({ documentId });
    expect(total).toBe(3);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['remove', 'edit', 'add']);
    expect((await audit({ resource: 'services' })).total).toBe(services + 3);
    expect(await connection.collection('auditlog').countDocuments({ _id: { $type: 'objectId' } })).toBe(0);

    expect((await rebuildDerived(connection.db!)).auditRenumbered).toBe(0);
    expect((await audit({ documentId })).total).toBe(3);
  });

  it('names a restored version by the item it brought back, once: not also as the save it is made of', async () => {
    const id = (await api.http.post('/admin/missions/addMissions').set(auth).send({ title: 'Restore me', description: 'First words' }).expect(201)).body.data
      ._id as string;
    await api.http.post(`/admin/missions/editMissions/${id}`).set(auth).send({ description: 'Second words' }).expect(200);
    await api.http.post(`/admin/history/missions/${id}/1/restore`).set(auth).expect(200);
    const { entries } = await audit({ documentId: id, resource: 'ContentHistory' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'restore',
      detail: '1',
      site: 'main',
      title: 'Restore me',
      subject: { type: 'missions', exists: true, title: 'Restore me' },
    });
    expect((await audit({ documentId: id })).entries.map((e: { resource: string; action: string }) => `${e.resource} ${e.action}`)).toEqual([
      'ContentHistory restore',
      'missions edit',
      'missions add',
    ]);
    // Deleted since, the item is still named as it was restored.
    await api.http.post(`/admin/missions/deleteMissions/${id}`).set(auth).expect(200);
    expect((await audit({ documentId: id, resource: 'ContentHistory' })).entries[0].subject).toEqual({ type: 'missions', exists: false, title: 'Restore me' });
  });

  it('holds only names and actions the contracts declare (the back office words each of them)', async () => {
    // Every entry this file's tests left, reads of personal data included.
    const { entries } = await audit({ limit: 100 });
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((e: { resource: string; action: string }) => !AUDITED[e.resource as AuditName]?.includes(e.action))).toEqual([]);
  });

  it('is shown to admins only', async () => {
    await api.http.get('/admin/audit').expect(401);
    await api.http
      .get('/admin/audit')
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);
  });
});
