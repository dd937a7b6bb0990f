// The shell's form posts (a visitor without JavaScript): the shell calls the API server to server and names the
// visitor with a proof made with SHELL_SECRET, so each visitor meets their own limits, not the shell's. A header
// without the proof changes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROOF_HEADER, visitorAddressProof } from '@site/contracts/release-tokens';
import { SAMPLES } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const CONTACT = '/admin/userContact/addUserContact';
const FORMS_LIMITED = /^Too many forms sent from your connection\. Please try again in \d+ (seconds?|minutes?)\.$/;

describe('a visitor named by the shell (TRUST_PROXY off: every request comes from the test, as from the shell)', () => {
  const { api } = useApi({ SUBMISSION_RATE_LIMIT: '2', SUBMISSION_RATE_WINDOW_MS: '600000' }, { signIn: false });

  const contact = (headers: Record<string, string> = {}) =>
    api.http
      .post(CONTACT)
      .set(headers)
      .send({ ...SAMPLES.userContact!.fields, subject: `Visitor ${randomUUID()}` });
  const from = (address: string, proof = visitorAddressProof(api.config.shellSecret, address)) => ({
    [VISITOR_ADDRESS_HEADER]: address,
    [VISITOR_PROOF_HEADER]: proof,
  });

  it('counts each proven visitor apart: one meets the limit while another still gets through', async () => {
    const a = from('203.0.113.10');
    const b = from('2001:db8:10::1');
    await contact(a).expect(201);
    await contact(a).expect(201);
    const limited = await contact(a);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(FORMS_LIMITED);
    await contact(b).expect(201);
    await contact(b).expect(201);
    expect((await contact(b)).status).toBe(429);
  });

  it('ignores a forged proof: such requests meet the limit of the connection they come from', async () => {
    const secret = 'someone-else-s-secret-of-32-characters-or-more';
    await contact(from('203.0.113.20', 'forged')).expect(201);
    await contact(from('203.0.113.21', visitorAddressProof(api.config.shellSecret, '203.0.113.99'))).expect(201);
    expect((await contact(from('203.0.113.22', visitorAddressProof(secret, '203.0.113.22')))).status).toBe(429);
    expect((await contact({ [VISITOR_ADDRESS_HEADER]: '203.0.113.23' })).status).toBe(429);
    // The connection's own count was the one used up; a proven visitor is still let through.
    expect((await contact()).status).toBe(429);
    await contact(from('203.0.113.24')).expect(201);
  });
});
