import { describe, expect, it } from '@jest/globals';
import type { MailConfig } from '../config/env.js';
import { missingMailWords } from '../mail/index.js';
import { passwordResetMail, signUpAttemptMail, sitePage, verificationMail } from './account-mail.js';

const config = { siteUrl: 'https://www.example.com' } as MailConfig;
const owner = { name: 'आशा पाटील', email: 'asha@example.com' };

describe('a visitor’s account e-mails in the language of the page that asked', () => {
  it('links to the page in that language; English keeps its addresses', () => {
    expect(sitePage(config, 'en', '')).toBe('https://www.example.com');
    expect(sitePage(config, 'en', '/reset-password/T')).toBe('https://www.example.com/reset-password/T');
    expect(sitePage(config, 'mr', '')).toBe('https://www.example.com/mr');
    expect(sitePage(config, 'hi', '/verify-email/T')).toBe('https://www.example.com/hi/verify-email/T');
  });

  it('confirms an address in Marathi and resets a password in Hindi, every word from the catalogue', () => {
    const verify = verificationMail(owner, 'https://www.example.com/mr/verify-email/T', 'mr');
    expect(verify.subject).toBe('कृपया आपल्या ई-मेल पत्त्याची पुष्टी करा');
    expect(verify.text.split('\n')[0]).toBe('स्वागत आहे, आशा पाटील');
    expect(verify.text).toContain('माझ्या ई-मेलची पुष्टी करा: https://www.example.com/mr/verify-email/T');
    expect(verify.html).toContain('<html lang="mr">');
    const reset = passwordResetMail({ ...owner, name: '123' }, 'https://www.example.com/hi/reset-password/T', 'hi');
    expect(reset.subject).toBe('नया पासवर्ड सेट करें');
    expect(reset.text.split('\n')[0]).toBe('नमस्ते');
    expect(reset.text).toContain('नया पासवर्ड सेट करें: https://www.example.com/hi/reset-password/T');
    const attempt = signUpAttemptMail(owner, config, 'hi');
    expect(attempt.text).toContain('वेबसाइट पर जाएँ: https://www.example.com/hi');
    expect([...missingMailWords].filter((m) => m.startsWith('mr:') || m.startsWith('hi:'))).toEqual([]);
  });

  it('keeps the English e-mails as they were', () => {
    const verify = verificationMail({ ...owner, name: 'Asha' }, 'https://www.example.com/verify-email/T');
    expect(verify.subject).toBe('Please confirm your e-mail address');
    expect(verify.text.split('\n')[0]).toBe('Welcome, Asha');
    expect(verificationMail({ ...owner, name: '1' }, 'L').text.split('\n')[0]).toBe('Welcome');
    expect(signUpAttemptMail({ ...owner, name: 'Asha' }, config).text).toContain('Go to the website: https://www.example.com\n');
    expect(passwordResetMail({ ...owner, name: 'Asha' }, 'L').text.split('\n')[0]).toBe('Hello Asha');
  });
});
