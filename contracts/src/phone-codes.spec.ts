import { describe, expect, it } from '@jest/globals';
import { MESSAGE_CATALOGUES } from './message-catalogues.js';
import { translateMessage } from './messages.js';
import { PHONE_CODE_MESSAGES, phoneCodeRequestInput, phoneCodeVerifyInput, wrongPhoneCodeMessage } from './phone-codes.js';

describe('phone code contract', () => {
  it('reads the number as typed and the code with spaces', () => {
    expect(phoneCodeVerifyInput.parse({ mobile: '098765 43210', code: '123 456', purpose: 'apply' })).toEqual({
      mobile: '+919876543210',
      code: '123456',
      purpose: 'apply',
    });
    expect(phoneCodeRequestInput.parse({ mobile: '+९१ ९८७६५ ४३२१०', purpose: 'applications' }).mobile).toBe('+919876543210');
  });

  it('refuses a landline, a short code and an unknown purpose', () => {
    expect(phoneCodeRequestInput.safeParse({ mobile: '020 2551 2345', purpose: 'apply' }).error?.issues[0]?.message).toMatch(/landline/);
    expect(phoneCodeVerifyInput.safeParse({ mobile: '9876543210', code: '12345', purpose: 'apply' }).error?.issues[0]?.message).toBe(
      'Enter the 6-digit code from the SMS',
    );
    expect(phoneCodeVerifyInput.safeParse({ mobile: '9876543210', code: '123456', purpose: 'login' }).success).toBe(false);
  });

  it('counts the tries left in words', () => {
    expect(wrongPhoneCodeMessage(4)).toBe('That code is not right. 4 tries left.');
    expect(wrongPhoneCodeMessage(1)).toBe('That code is not right. 1 try left.');
  });

  const visitorMessages = [
    ...Object.values(PHONE_CODE_MESSAGES).filter((m) => !m.includes('{')),
    wrongPhoneCodeMessage(3),
    `${PHONE_CODE_MESSAGES.tooSoon} Please try again in 25 seconds.`,
    `${PHONE_CODE_MESSAGES.tooManyForNumber} Please try again in 1 minute.`,
    'Enter the 6-digit code from the SMS',
  ];
  it.each(Object.entries(MESSAGE_CATALOGUES))('every message a visitor can get is in %s, with no English left', (_language, catalogue) => {
    for (const message of visitorMessages) {
      const translated = translateMessage(message, catalogue);
      expect([message, /[A-Za-z]{2,}/.test(translated)]).toEqual([message, false]);
    }
  });
});
