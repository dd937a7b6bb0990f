/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { asInput, plainFormAt, PostRefused, readPost, typedValues } from './form-posts';

/** Posts to a loopback server that reads the post as the shell does: the fields, or the refusal's status. */
async function post(body: string, headers: Record<string, string>): Promise<string | number> {
  const server = createServer((req: IncomingMessage, res) => {
    readPost(req).then(
      (fields) => res.end(fields.toString()),
      (err: unknown) => res.writeHead(err instanceof PostRefused ? err.status : 500).end(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/jobdetail/1`, { method: 'POST', headers, body });
    return res.status === 200 ? res.text() : res.status;
  } finally {
    server.close();
  }
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('the plain forms posted to the shell', () => {
  it('are taken on a job’s page (both addresses) and a drive’s page only', () => {
    expect(plainFormAt('/jobdetail/abc')).toEqual({ form: 'phone-apply', id: 'abc' });
    expect(plainFormAt('/jobdetails/abc')).toEqual({ form: 'phone-apply', id: 'abc' });
    expect(plainFormAt('/main/drives/d1')).toEqual({ form: 'drive-book', id: 'd1' });
    expect(plainFormAt('/main/drives')).toBeNull();
    expect(plainFormAt('/main/contact')).toBeNull();
    expect(plainFormAt('/jobdetail/abc/more')).toBeNull();
  });

  it('are read when urlencoded from this site, and refused from another site, in another form or too large', async () => {
    expect(await post('name=Ravi&mobile=98765', { ...FORM, 'Sec-Fetch-Site': 'same-origin' })).toBe('name=Ravi&mobile=98765');
    expect(await post('name=Ravi', { ...FORM, 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    expect(await post('name=Ravi', { ...FORM, Origin: 'https://elsewhere.example' })).toBe(403);
    expect(await post('name=Ravi', { ...FORM, Origin: 'not an origin' })).toBe(403);
    expect(await post('{"name":"Ravi"}', { 'Content-Type': 'application/json' })).toBe(415);
    expect(await post(`name=${'x'.repeat(17 * 1024)}`, FORM)).toBe(413);
  });

  it('keep only the forms’ own fields, and read them as the rules do', () => {
    const values = typedValues(new URLSearchParams('name=Asha&mobile=98765&consent=true&answers.q1=Yes&_do=send&website=&phoneToken=forged&role=owner'));
    expect(values).toEqual({ name: 'Asha', mobile: '98765', consent: 'true', 'answers.q1': 'Yes' });
    expect(asInput(values)).toEqual({ name: 'Asha', mobile: '98765', consent: true, answers: { q1: 'Yes' } });
    expect(asInput({ name: 'Asha' }).consent).toBe(false);
  });
});
