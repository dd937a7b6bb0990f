import { describe, expect, it } from '@jest/globals';
import { MESSAGE_CATALOGUES } from './message-catalogues.js';
import { translateMessage } from './messages.js';
import { formatIndianMobile, INDIAN_MOBILE_MESSAGES, indianMobile, parseIndianMobile } from './phone.js';

const refused = (reason: string) => ({ ok: false, reason });

describe('parseIndianMobile', () => {
  it('takes a mobile number however it is typed, and stores it as +91 and its 10 digits', () => {
    for (const typed of [
      '+91 98765 43210',
      '098765 43210',
      '9876543210',
      '91 9876543210',
      '919876543210',
      '+91-98765-43210',
      '98765.43210',
      '(+91) 98765 43210',
      '+91 (0) 98765 43210',
      '0091 98765 43210',
      ' 9876 543 210 ',
      '+91\u00a098765\u00a043210',
      '\u202a+91 98765 43210\u202c',
      '+91 98765–43210',
    ])
      expect([typed, parseIndianMobile(typed)]).toEqual([typed, { ok: true, e164: '+919876543210' }]);
    expect(parseIndianMobile('6000012345')).toEqual({ ok: true, e164: '+916000012345' });
    expect(parseIndianMobile('70201 23456')).toEqual({ ok: true, e164: '+917020123456' });
  });

  it('reads Devanagari digits, and any other script’s decimal digits', () => {
    expect(parseIndianMobile('९८७६५ ४३२१०')).toEqual({ ok: true, e164: '+919876543210' });
    expect(parseIndianMobile('+९१ ९८७६५ ४३२१०')).toEqual({ ok: true, e164: '+919876543210' });
    // Gujarati, Bengali, Tamil, full-width, Arabic-Indic, and mathematical digits (outside the BMP), and a mix.
    for (const typed of ['૯૮૭૬૫૪૩૨૧૦', '৯৮৭৬৫৪৩২১০', '௯௮௭௬௫௪௩௨௧௦', '＋９１ ９８７６５ ４３２１０', '٩٨٧٦٥٤٣٢١٠', '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎', '98765 ४३२१०'])
      expect([typed, parseIndianMobile(typed)]).toEqual([typed, { ok: true, e164: '+919876543210' }]);
  });

  it('refuses a landline: an area code starting 1-5, or one starting 6-8 written apart from the number', () => {
    for (const typed of [
      '022 2345 6789',
      '020-2612 3456',
      '02026123456',
      '+91 22 2345 6789',
      '2223456789',
      '(020) 2612 3456',
      '0712-2551234',
      '0712 255 1234',
      '080-2345 6789',
      '+91 712 255 1234',
    ])
      expect([typed, parseIndianMobile(typed)]).toEqual([typed, refused('landline')]);
  });

  it('refuses another country’s number', () => {
    for (const typed of ['+44 20 7946 0000', '+1 555 123 4567', '00 44 20 7946 0000', '+971 50 123 4567', '+९७१ ५० १२३ ४५६७'])
      expect([typed, parseIndianMobile(typed)]).toEqual([typed, refused('foreign')]);
  });

  it('says an empty field is empty, and anything else that is not a mobile number is invalid', () => {
    for (const typed of ['', '   ', ' - . ']) expect(parseIndianMobile(typed)).toEqual(refused('empty'));
    for (const typed of [
      '12345',
      '98765 4321',
      '98765 432100',
      '+91 98765 4321',
      '5876543210x',
      'nine eight seven',
      '98765 43210 ext 2',
      '+',
      '+91',
      '++91 98765 43210',
      '98765+43210',
      '+0 98765 43210',
      '0 0 98765',
      '1800 123 4567',
    ])
      expect([typed, parseIndianMobile(typed)]).toEqual([typed, expect.objectContaining({ ok: false })]);
    expect(parseIndianMobile('98765 4321')).toEqual(refused('invalid'));
    expect(parseIndianMobile('0 5876543210x')).toEqual(refused('invalid'));
  });
});

describe('formatIndianMobile', () => {
  it('shows a stored mobile as +91 98765 43210, as well as the forms of older submissions', () => {
    for (const stored of ['+919822012345', '919822012345', '09822012345', '9822012345', ' 9822012345 ', '+९१९८२२०१२३४५'])
      expect(formatIndianMobile(stored)).toBe('+91 98220 12345');
  });

  it('leaves any other number as stored', () => {
    for (const other of ['+4420794600', '02026123456', '12345', '+15551234567']) expect(formatIndianMobile(other)).toBe(other);
  });
});

describe('indianMobile', () => {
  it('stores the number as +91 and its 10 digits, from a text or a number', () => {
    expect(indianMobile.parse('०९८७६५ ४३२१०')).toBe('+919876543210');
    expect(indianMobile.parse(9876543210)).toBe('+919876543210');
  });

  it('says what is wrong, one message for each problem', () => {
    const message = (v: unknown) => indianMobile.safeParse(v).error?.issues.map((i) => i.message);
    expect(message('')).toEqual([INDIAN_MOBILE_MESSAGES.empty]);
    expect(message(undefined)).toEqual([INDIAN_MOBILE_MESSAGES.empty]);
    expect(message('022 2345 6789')).toEqual([INDIAN_MOBILE_MESSAGES.landline]);
    expect(message('+44 20 7946 0000')).toEqual([INDIAN_MOBILE_MESSAGES.foreign]);
    expect(message('98765')).toEqual([INDIAN_MOBILE_MESSAGES.invalid]);
    expect(new Set(Object.values(INDIAN_MOBILE_MESSAGES)).size).toBe(4);
  });

  it.each(Object.entries(MESSAGE_CATALOGUES))('has its messages in %s, with no English word left', (_language, catalogue) => {
    for (const english of Object.values(INDIAN_MOBILE_MESSAGES)) {
      const translated = translateMessage(english, catalogue);
      expect([english, translated]).not.toEqual([english, english]);
      expect([english, translated.match(/[A-Za-z]{2,}/g)]).toEqual([english, null]);
    }
  });
});
