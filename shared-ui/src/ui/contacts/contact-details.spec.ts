import { describe, expect, it } from '@jest/globals';
import { contactDetails, contactHref, phoneDigits, telHref } from './contact-details';

describe('contactDetails', () => {
  it('picks each contact type from the admin list', () => {
    const list = [
      { contactType: 'Email Address', description: 'hello@sentinel-ifs.example' },
      { contactType: 'Phone Number', description: ' +91 98765 43210 ' },
      { contactType: 'Our Location', description: 'Pune, India' },
    ];
    expect(contactDetails(list)).toEqual({ location: 'Pune, India', phone: '+91 98765 43210', email: 'hello@sentinel-ifs.example' });
  });
  it('leaves missing or empty types undefined', () => {
    expect(contactDetails([{ contactType: 'Phone Number', description: '  ' }])).toEqual({ location: undefined, phone: undefined, email: undefined });
  });
});

describe('phoneDigits and telHref', () => {
  it('keep only the digits for chat links', () => {
    expect(phoneDigits('+91 (987) 654-3210')).toBe('919876543210');
    expect(phoneDigits('call us')).toBeUndefined();
    expect(phoneDigits(undefined)).toBeUndefined();
  });
  it('keep a leading plus for tel: links', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('020-555 0101')).toBe('tel:0205550101');
  });
});

describe('contactHref', () => {
  it('calls a phone number and writes to an e-mail address', () => {
    expect(contactHref('Phone Number', ' +91 98765 43210 ')).toBe('tel:+919876543210');
    expect(contactHref('Email Address', ' info@sentinelifs.in ')).toBe('mailto:info@sentinelifs.in');
  });
  it('links nothing else', () => {
    expect(contactHref('Our Location', 'Baner Road, Pune')).toBeUndefined();
    expect(contactHref('Phone Number', 'on request')).toBeUndefined();
    expect(contactHref('Email Address', 'write to us')).toBeUndefined();
  });
});
