// Whether a job's apply form asks for a CV: 'optional' unless the office says otherwise, kept by edits that do not
// send it, read by the public, and 'optional' for a job stored before it was asked.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { RESOURCES } from '@site/contracts';
import { SAMPLES } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const jobs = RESOURCES.jobs;
const { api, auth } = useApi();

const addJob = (fields: Record<string, unknown>) =>
  api.http
    .post(`/${jobs.path}/${jobs.add}`)
    .set(auth)
    .send({ ...SAMPLES.jobs!.fields, jobTitle: `Guard ${randomUUID().slice(0, 6)}`, ...fields });
const editJob = (id: string, body: object) =>
  api.http
    .post(`/${jobs.path}/${jobs.edit.replace(':id', id)}`)
    .set(auth)
    .send(body);
const publicJob = async (id: string) => (await api.http.get(`/${jobs.path}/${jobs.list}/${id}`).expect(200)).body.data as Record<string, unknown>;
const publicList = async () => (await api.http.get(`/${jobs.path}/${jobs.list}`).expect(200)).body[jobs.listKey!] as Array<Record<string, unknown>>;

describe('a job’s CV requirement', () => {
  it('is optional for a new job unless said, and the public reads it', async () => {
    const plain = (await addJob({}).expect(201)).body.data as { _id: string; cv: string };
    expect(plain.cv).toBe('optional');
    const guard = (await addJob({ cv: 'none' }).expect(201)).body.data as { _id: string };
    expect(await publicJob(guard._id)).toMatchObject({ cv: 'none' });
    expect((await publicList()).find((j) => j._id === guard._id)).toMatchObject({ cv: 'none' });
  });

  it('is changed by an edit that sends it, and kept by one that does not', async () => {
    const { _id } = (await addJob({ cv: 'none' }).expect(201)).body.data as { _id: string };
    expect((await editJob(_id, { location: 'Nashik' }).expect(200)).body.data).toMatchObject({ location: 'Nashik', cv: 'none' });
    expect((await editJob(_id, { cv: 'required' }).expect(200)).body.data.cv).toBe('required');
    expect(await publicJob(_id)).toMatchObject({ cv: 'required' });
  });

  it('refuses a requirement it does not know, with a message', async () => {
    expect((await addJob({ cv: 'maybe' }).expect(400)).body.message).toBe('CV must be required, optional or none');
  });

  it('reads as optional for a job stored before it was asked, by the office and the public', async () => {
    const { _id } = (await addJob({}).expect(201)).body.data as { _id: string };
    const stored = api.app.get<Connection>(getConnectionToken()).collection('jobs');
    await stored.updateOne({ _id: new ObjectId(_id) }, { $unset: { cv: '' } });
    expect(await stored.findOne({ _id: new ObjectId(_id) })).not.toHaveProperty('cv');
    expect(await publicJob(_id)).toMatchObject({ cv: 'optional' });
    const office = (await api.http.get(`/${jobs.path}/${jobs.list}/${_id}`).set(auth).expect(200)).body.data;
    expect(office).toMatchObject({ cv: 'optional' });
  });
});
