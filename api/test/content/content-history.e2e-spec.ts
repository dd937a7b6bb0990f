// Content history (docs/behaviour.md §24): every save keeps the item as it was, a version is restored through the
// resource's own update, a deleted item comes back with its id within 30 days and is forgotten after, and the images a
// kept version refers to stay served.
import { describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { fixtures } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const { api, auth } = useApi();

const db = () => api.app.get<Connection>(getConnectionToken()).db!;
const addService = async (title: string) => {
  const res = await send(api.http.post('/admin/services/addServices').set(auth), { ...SAMPLES.services!.fields, title }, SAMPLES.services!.files).expect(201);
  return res.body.data as { _id: string; image: string; title: string };
};
const history = (id: string) => api.http.get(`/admin/history/services/${id}`).set(auth);

describe('content history', () => {
  it('keeps no version when a translation is only confirmed as current after its English changed', async () => {
    const service = await addService('Pest Control Audit');
    const edit = (body: object) => api.http.post(`/admin/services/editServices/${service._id}`).set(auth).send(body).expect(200);
    await edit({ translations: { hi: { values: { title: 'कीट नियंत्रण ऑडिट' } } } });
    await edit({ title: 'Pest Control Audits' });
    const before = (await history(service._id).expect(200)).body.versions;
    expect(before).toHaveLength(2);
    await edit({ translations: { hi: { confirmed: ['title'] } } });
    expect((await history(service._id).expect(200)).body.versions).toEqual(before);
    // A real change of a translation is still a version.
    await edit({ translations: { hi: { values: { title: 'कीट नियंत्रण ऑडिट सेवा' } } } });
    expect((await history(service._id).expect(200)).body.versions).toHaveLength(3);
  });

  it('keeps the previous version of an edit with who and when, and restores it as a new version', async () => {
    const service = await addService('Tower Works');
    await api.http.post(`/admin/services/editServices/${service._id}`).set(auth).send({ title: 'Tower Works Plus' }).expect(200);
    const listed = (await history(service._id).expect(200)).body;
    expect(listed.deletedAt).toBeNull();
    expect(listed.current.savedBy).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(listed.versions).toHaveLength(1);
    expect(listed.versions[0]).toMatchObject({
      n: 1,
      kind: 'edit',
      savedBy: listed.current.savedBy,
      replacedBy: listed.current.savedBy,
      savedAt: expect.any(String),
      replacedAt: expect.any(String),
    });

    const v1 = (await api.http.get(`/admin/history/services/${service._id}/1`).set(auth).expect(200)).body;
    expect(v1.fields.title).toBe('Tower Works');

    const restored = (await api.http.post(`/admin/history/services/${service._id}/1/restore`).set(auth).expect(200)).body;
    expect(restored.data).toMatchObject({ _id: service._id, title: 'Tower Works', image: service.image });
    const current = (await api.http.get(`/admin/services/getServices/${service._id}`).expect(200)).body.data;
    expect(current.title).toBe('Tower Works');
    expect(current.faqs).toEqual(v1.fields.faqs);
    // The restore is itself a version: the edited title is kept as version 2.
    const after = (await history(service._id).expect(200)).body.versions;
    expect(after.map((v: { n: number }) => v.n)).toEqual([2, 1]);
    expect((await api.http.get(`/admin/history/services/${service._id}/2`).set(auth).expect(200)).body.fields.title).toBe('Tower Works Plus');
    // The restore is audited like any admin write.
    const audit = await db().collection('auditlog').findOne({ resource: 'ContentHistory', action: 'restore', documentId: service._id });
    expect(audit).not.toBeNull();
  });

  it('keeps serving an image a kept version refers to after the item’s image is replaced', async () => {
    const service = await addService('Window Cleaning');
    await api.http.get(service.image).expect(200);
    const edited = await send(
      api.http.post(`/admin/services/editServices/${service._id}`).set(auth),
      {},
      { image: [{ data: fixtures.gif, name: 'new.gif' }] },
    ).expect(200);
    expect(edited.body.data.image).not.toBe(service.image);
    await api.http.get(service.image).expect(200);
    await api.http.post(`/admin/history/services/${service._id}/1/restore`).set(auth).expect(200);
    expect((await api.http.get(`/admin/services/getServices/${service._id}`).expect(200)).body.data.image).toBe(service.image);
  });

  it('restores a deleted item with its id within 30 days, and forgets it and its images after', async () => {
    const back = await addService('Pest Control');
    await api.http.post(`/admin/services/deleteServices/${back._id}`).set(auth).expect(200);
    await api.http.get(`/admin/services/getServices/${back._id}`).expect(404);
    await api.http.get(back.image).expect(200);
    const deleted = (await api.http.get('/admin/history/deleted').set(auth).expect(200)).body.deleted;
    const entry = deleted.find((d: { id: string }) => d.id === back._id);
    expect(entry).toMatchObject({ resource: 'services', title: 'Pest Control', deletedBy: { id: expect.any(String), name: expect.any(String) } });
    expect((await history(back._id).expect(200)).body.deletedAt).toEqual(entry.deletedAt);
    await api.http.post(`/admin/history/services/${back._id}/${entry.n}/restore`).set(auth).expect(200);
    expect((await api.http.get(`/admin/services/getServices/${back._id}`).expect(200)).body.data).toMatchObject({
      _id: back._id,
      title: 'Pest Control',
      image: back.image,
    });
    expect((await api.http.get('/admin/history/deleted').set(auth).expect(200)).body.deleted.map((d: { id: string }) => d.id)).not.toContain(back._id);

    const gone = await addService('Old Service');
    await api.http.post(`/admin/services/deleteServices/${gone._id}`).set(auth).expect(200);
    // 31 days ago: the day document of the deletion is aged in place (the test's own database access).
    const days = db().collection<{ _id: string; items?: Array<{ id: string; at: Date }> }>('contenthistorydeleted');
    const day = new Date().toISOString().slice(0, 10);
    const bucket = (await days.findOne({ _id: day }))!;
    await days.updateOne(
      { _id: day },
      { $set: { items: bucket.items!.map((i) => (i.id === gone._id ? { ...i, at: new Date(Date.now() - 31 * DAY_MS) } : i)) } },
    );
    const listed = (await api.http.get('/admin/history/deleted').set(auth).expect(200)).body.deleted.map((d: { id: string }) => d.id);
    expect(listed).not.toContain(gone._id);
    expect((await history(gone._id).expect(200)).body.versions).toEqual([]);
    await api.http.get(`/admin/history/services/${gone._id}/1`).set(auth).expect(404);
    await api.http.get(gone.image).expect(404);
  });

  it('refuses bad parameters with 400 and a message, and anyone but an admin', async () => {
    for (const path of [
      '/admin/history/submissions/0123456789abcdef01234567',
      '/admin/history/applyJobs/0123456789abcdef01234567',
      '/admin/history/services/not-an-id',
      '/admin/history/services/0123456789abcdef01234567/zero',
      '/admin/history/services/0123456789abcdef01234567/0',
    ]) {
      const res = await api.http.get(path).set(auth).expect(400);
      expect(typeof res.body.message).toBe('string');
    }
    await api.http.post('/admin/history/services/0123456789abcdef01234567/x/restore').set(auth).expect(400);
    await api.http.post('/admin/history/services/0123456789abcdef01234567/1/restore').set(auth).expect(404);
    await api.http.get('/admin/history/deleted').expect(401);
    await api.http.get('/admin/history/services/0123456789abcdef01234567').expect(401);
    await api.http.post('/admin/history/services/0123456789abcdef01234567/1/restore').expect(401);
    const visitor = { Authorization: `Bearer ${await api.userToken()}` };
    await api.http.get('/admin/history/deleted').set(visitor).expect(403);
  });
});
