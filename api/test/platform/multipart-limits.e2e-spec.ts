// Bounded multipart bodies (issue #14, point 6): text fields of at most 16 KB and at most 30 fields, refused with
// 413 while the body streams in; a field the route does not take is refused with 400.
import { describe, expect, it } from '@jest/globals';
import { MULTIPART_LIMITS } from '@site/contracts';
import { SAMPLES } from '../support/samples.js';
import { fixtures } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const { api } = useApi({}, { signIn: false });

const APPLY = '/admin/applyJobs/addApplyJobs';
/** An application form with `extra` text fields after the real ones, and the resume last. */
function application(extra: Array<[string, string]> = [], fields: Record<string, string> = SAMPLES.applyJobs!.fields as Record<string, string>) {
  const req = api.http.post(APPLY);
  for (const [k, v] of [...Object.entries(fields), ...extra]) req.field(k, v);
  return req.attach('resume', fixtures.pdf, 'cv.pdf');
}

describe('multipart bounds on a visitor form', () => {
  it('refuses a text field over 16 KB with 413', async () => {
    const res = await application([], {
      ...(SAMPLES.applyJobs!.fields as Record<string, string>),
      skills: 'x'.repeat(MULTIPART_LIMITS.fieldBytes + 1024),
    }).expect(413);
    expect(res.body.message).toBe('A form field is longer than 16 KB');
  });

  it('refuses a 31st field with 413, before the file is read', async () => {
    const fields = Object.keys(SAMPLES.applyJobs!.fields);
    const padding = Array.from({ length: MULTIPART_LIMITS.fields + 1 - fields.length }, (_, i): [string, string] => ['website', String(i)]);
    const res = await application(padding).expect(413);
    expect(res.body.message).toBe('A form may have at most 30 fields');
  });

  it('refuses 30 junk fields of a megabyte each at the first one', async () => {
    const junk = Array.from({ length: 30 }, (_, i): [string, string] => [`junk${i}`, 'j'.repeat(1024 * 1024)]);
    const res = await application(junk).expect(413);
    expect(res.body.message).toBe('A form field is longer than 16 KB');
  });

  it('refuses a field the form does not have with 400', async () => {
    const res = await application([['salary', '1000000']]).expect(400);
    expect(res.body.message).toBe('Unknown form field: salary');
  });

  it('accepts a full form at the bounds', async () => {
    const fields = { ...(SAMPLES.applyJobs!.fields as Record<string, string>), skills: 's'.repeat(2000) };
    await application(
      [
        ['website', ''],
        ['fillMs', '5000'],
      ],
      fields,
    ).expect(201);
  });
});

describe('multipart bounds on a back-office form', () => {
  it('takes longer text than a visitor form but still refuses unknown fields and too many of them', async () => {
    const admin = await api.adminToken();
    const mission = (extra: Array<[string, string]>) => {
      const req = api.http.post('/admin/missions/addMissions').set('Authorization', `Bearer ${admin}`);
      for (const [k, v] of [['title', 'Our Mission'] as [string, string], ...extra]) req.field(k, v);
      return req;
    };
    // 9,000 three-byte characters: within the 10,000-character contract, beyond 16 KB.
    await mission([['description', 'स'.repeat(9000)]]).expect(201);
    expect(
      (
        await mission([
          ['description', 'Safe'],
          ['author', 'me'],
        ]).expect(400)
      ).body.message,
    ).toBe('Unknown form field: author');
    const many = Array.from({ length: MULTIPART_LIMITS.fields }, (_, i): [string, string] => ['description', String(i)]);
    expect((await mission(many).expect(413)).body.message).toBe('A form may have at most 30 fields');
  });
});
