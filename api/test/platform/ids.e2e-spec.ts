// Malformed ids answer 400 and unknown ids 404, both with the product's 'Invalid ... ID' texts.
import { describe, expect, it } from '@jest/globals';
import { RESOURCE_DEFINITIONS as RESOURCES } from '../../src/resource-definitions.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi();

const SPEC_TEXTS: Record<string, string> = {
  banner: 'Invalid banner ID',
  services: 'Invalid service ID',
  about: 'Invalid about ID',
  missions: 'Invalid mission ID',
  testimonial: 'Invalid testimonial ID',
  adminContact: 'Invalid Admin Contact ID',
  help: 'Invalid Help ID',
  integratedMission: 'Invalid Mission ID',
  aboutCards: 'Invalid about card ID',
};

describe.each(RESOURCES.map((d) => [d.key, d] as const))('%s', (key, def) => {
  if (SPEC_TEXTS[key]) it('uses the spec text', () => expect(def.invalidId).toBe(SPEC_TEXTS[key]));

  it.each([
    ['malformed', 'not-an-id', 400],
    ['unknown', '0123456789abcdef01234567', 404],
  ] as const)('%s id on edit, delete and get', async (_kind, id, status) => {
    const edit = await api.http
      .post(`/${def.path}/${def.edit.replace(':id', id)}`)
      .set(auth)
      .send({})
      .expect(status);
    const del = await api.http
      .post(`/${def.path}/${def.remove.replace(':id', id)}`)
      .set(auth)
      .expect(status);
    const get = await api.http.get(`/${def.path}/${def.list}/${id}`).set(auth).expect(status);
    for (const res of [edit, del, get]) expect(res.body.message).toBe(def.invalidId);
  });
});
