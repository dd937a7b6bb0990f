import { describe, expect, it } from '@jest/globals';
import { consentText, sentFields } from './inbox-words';

describe('a submission in product words', () => {
  const enquiry = {
    _id: '64b000000000000000000001',
    firstName: 'Anil',
    lastName: 'Desai',
    email: 'anil@example.com',
    mobile: '98765 43210',
    service: 'Tower Works',
    description: 'Need a quote',
    status: 'New',
    createdAt: '2026-11-20T09:30:00.000Z',
    consent: { at: '2026-11-20T09:30:00.000Z', noticeVersion: '2026-11-01T12:00:00.000Z' },
  };

  it('labels each field as the forms do, and leaves out what the office stores', () => {
    expect(sentFields(enquiry).map((f) => [f.label, f.text])).toEqual([
      ['First name', 'Anil'],
      ['Last name', 'Desai'],
      ['E-mail', 'anil@example.com'],
      ['Mobile', '+91 98765 43210'],
      ['Service', 'Tower Works'],
      ['Description', 'Need a quote'],
      ['Consent', 'Agreed to the privacy notice of 1 Nov 2026'],
    ]);
  });

  it('links the e-mail and the phone number', () => {
    const fields = sentFields(enquiry);
    expect(fields.find((f) => f.name === 'email')?.href).toBe('mailto:anil@example.com');
    expect(fields.find((f) => f.name === 'mobile')?.href).toBe('tel:9876543210');
    expect(fields.find((f) => f.name === 'service')?.href).toBeUndefined();
  });

  it('shows a number proved by a code as confirmed, not its stored proof', () => {
    const byPhone = { name: 'Sunil', mobile: '+919876543210', candidate: '+919876543210', phoneVerified: true, source: 'apna' };
    expect(sentFields(byPhone).map((f) => [f.label, f.text])).toEqual([
      ['Name', 'Sunil'],
      ['Mobile', '+91 98765 43210, confirmed by SMS code'],
      ['Source', 'apna'],
      ['Consent', 'No consent recorded'],
    ]);
    expect(sentFields(byPhone).find((f) => f.name === 'mobile')?.href).toBe('tel:+919876543210');
  });

  it('says when no consent was recorded, and shows a booked day as a day', () => {
    const booking = { name: 'Kavya', date: '2026-12-01' };
    expect(sentFields(booking).map((f) => [f.label, f.text])).toEqual([
      ['Name', 'Kavya'],
      ['Date', '1 Dec 2026'],
      ['Consent', 'No consent recorded'],
    ]);
  });

  it('names a consent given while the site had no notice', () => {
    expect(consentText({ at: '2026-11-24T18:02:00.000Z', noticeVersion: 'none' })).toBe('Agreed on 24 Nov 2026, 11:32 pm, when the site had no privacy notice');
    expect(consentText(null)).toBe('No consent recorded');
  });

  it('shows the job applied for by its title, linking to it, never its stored id', () => {
    const application = { name: 'Ravi', jobId: '6b08bac3e4b0a1a2b3c4d5e6', jobTitle: 'Security Supervisor', experience: '3 years' };
    const fields = sentFields(application);
    expect(fields.map((f) => [f.label, f.text])).toEqual([
      ['Name', 'Ravi'],
      ['Job', 'Security Supervisor'],
      ['Experience', '3 years'],
      ['Consent', 'No consent recorded'],
    ]);
    expect(fields.find((f) => f.label === 'Job')?.to).toBe('/admin/jobs?q=Security%20Supervisor');
    // An application sent before jobs had ids names its job by the title it carries.
    expect(sentFields({ name: 'Ravi', jobTitle: 'Driver' }).map((f) => [f.label, f.text])).toContainEqual(['Job title', 'Driver']);
  });
});
