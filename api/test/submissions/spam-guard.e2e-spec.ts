// Spam defence and minimal answers (issue #14, points 5 and 7): a filled trap field or a form sent faster than
// a person fills it gets a success-looking answer and nothing is stored; a repeat within 10 minutes is stored
// once; clients that send neither field are served as before; a visitor's answer is its message and id only.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Test } from 'supertest';
import { OBJECT_ID, RESOURCES, SPAM_GUARD } from '@site/contracts';
import { SAMPLES } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi({ SUBMISSION_MIN_FILL_MS: '3000' });

type SubmissionKey = 'homeEnquiry' | 'userContact' | 'ServiceEnquiry' | 'applyJobs';
const KEYS: SubmissionKey[] = ['homeEnquiry', 'userContact', 'ServiceEnquiry', 'applyJobs'];
const HUMAN = { [SPAM_GUARD.honeypotField]: '', [SPAM_GUARD.fillTimeField]: 12_000 };

/** Sends a submission as its form does: multipart with the resume for applications, else JSON. */
function submit(key: SubmissionKey, extra: Record<string, unknown> = {}, fields: Record<string, unknown> = SAMPLES[key]!.fields): Test {
  const r = RESOURCES[key];
  const req = api.http.post(`/${r.path}/${r.add}`);
  const body = { ...fields, ...extra };
  if (key !== 'applyJobs') return req.send(body);
  for (const [k, v] of Object.entries(body)) req.field(k, String(v));
  for (const f of SAMPLES.applyJobs!.files!.resume!) req.attach('resume', f.data, f.name);
  return req;
}

async function stored(key: SubmissionKey): Promise<Array<Record<string, unknown>>> {
  const r = RESOURCES[key];
  const res = await api.http.get(`/${r.path}/${r.list}`).set(auth).expect(200);
  return res.body[r.listKey!];
}

/** A sample made unique for one test, so tests do not meet each other's fingerprints. */
const unique = (key: SubmissionKey) => {
  const fields = { ...SAMPLES[key]!.fields };
  const text = key === 'homeEnquiry' ? 'description' : key === 'userContact' ? 'message' : 'address';
  fields[text] = `${fields[text]} ${randomUUID()}`;
  return { fields, marker: fields[text] as string, text };
};

const successOf = (key: SubmissionKey) => ({ message: `${RESOURCES[key].label} added successfully`, data: { _id: expect.stringMatching(OBJECT_ID) } });

describe.each(KEYS)('%s', (key) => {
  const count = async (text: string, marker: string) => (await stored(key)).filter((d) => d[text] === marker).length;

  it('answers a visitor with its message and id only, and stores the submission under that id', async () => {
    const { fields, marker, text } = unique(key);
    const res = await submit(key, HUMAN, fields).expect(201);
    expect(res.body).toEqual(successOf(key));
    const r = RESOURCES[key];
    const one = await api.http.get(`/${r.path}/${r.list}/${res.body.data._id}`).set(auth).expect(200);
    expect(one.body.data[text]).toBe(marker);
  });

  it('answers a filled trap field as a success and stores nothing', async () => {
    const { fields, marker, text } = unique(key);
    const res = await submit(key, { ...HUMAN, [SPAM_GUARD.honeypotField]: 'https://spam.example' }, fields).expect(201);
    expect(res.body).toEqual(successOf(key));
    expect(await count(text, marker)).toBe(0);
    const r = RESOURCES[key];
    await api.http.get(`/${r.path}/${r.list}/${res.body.data._id}`).set(auth).expect(404);
  });

  it('answers a form sent faster than the minimum fill time as a success and stores nothing', async () => {
    const { fields, marker, text } = unique(key);
    const res = await submit(key, { ...HUMAN, [SPAM_GUARD.fillTimeField]: 800 }, fields).expect(201);
    expect(res.body).toEqual(successOf(key));
    expect(await count(text, marker)).toBe(0);
    // A fill time that is not a number is no person's either.
    await submit(key, { [SPAM_GUARD.fillTimeField]: 'soon' }, fields).expect(201);
    expect(await count(text, marker)).toBe(0);
  });

  it('stores the same submission sent twice within 10 minutes once, and answers both with its id', async () => {
    const { fields, marker, text } = unique(key);
    const first = await submit(key, HUMAN, fields).expect(201);
    // The same as the contract reads it: spaces around the text and a capitalised e-mail change nothing.
    const again = await submit(
      key,
      { [SPAM_GUARD.fillTimeField]: 9000 },
      { ...fields, [text]: `  ${marker}  `, email: String(fields.email).toUpperCase() },
    ).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await count(text, marker)).toBe(1);
  });

  it('keeps serving clients that send neither field, and still refuses invalid input with 400', async () => {
    const { fields, marker, text } = unique(key);
    await submit(key, {}, fields).expect(201);
    expect(await count(text, marker)).toBe(1);
    const bad = await submit(key, HUMAN, { ...fields, email: 'not-an-email' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });
});

it('stores one copy of the same submission sent many times at once', async () => {
  const { fields, marker, text } = unique('homeEnquiry');
  const answers = await Promise.all(Array.from({ length: 8 }, () => submit('homeEnquiry', HUMAN, fields)));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
  expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
  expect((await stored('homeEnquiry')).filter((d) => d[text] === marker)).toHaveLength(1);
});

it('stores a submission again once its fingerprint is older than 10 minutes', async () => {
  const { fields, marker, text } = unique('userContact');
  await submit('userContact', HUMAN, fields).expect(201);
  // The fingerprint is aged in the database instead of waiting 10 minutes.
  const fingerprints = api.app.get<Connection>(getConnectionToken()).db!.collection('submissionfingerprints');
  await fingerprints.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  await submit('userContact', HUMAN, fields).expect(201);
  expect((await stored('userContact')).filter((d) => d[text] === marker)).toHaveLength(2);
});

describe('registration', () => {
  const REGISTER = '/admin/UserLogin/UserRegister';
  const account = () => ({ name: 'Asha Visitor', mobile: '9876543210', email: `${randomUUID()}@example.com`, password: 'visitor-pass-1' });

  it('answers a bot as a success and makes no account', async () => {
    for (const trap of [{ [SPAM_GUARD.honeypotField]: 'x' }, { [SPAM_GUARD.fillTimeField]: 100 }]) {
      const creds = account();
      const res = await api.http
        .post(REGISTER)
        .send({ ...creds, ...trap })
        .expect(201);
      expect(res.body).toEqual({ message: 'User successfully Register' });
      await api.http.post('/admin/UserLogin/UserLogin').send(creds).expect(401);
    }
  });

  it('registers a person with the fields, or without them', async () => {
    for (const extra of [HUMAN, {}]) {
      const creds = account();
      const res = await api.http
        .post(REGISTER)
        .send({ ...creds, ...extra })
        .expect(201);
      expect(res.body).toEqual({ message: 'User successfully Register' });
      await api.http.post('/admin/UserLogin/UserLogin').send(creds).expect(200);
    }
  });
});
