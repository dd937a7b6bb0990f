import { describe, expect, it } from '@jest/globals';
import { smsParts } from './sms-text.js';

describe('smsParts', () => {
  it('sends English and the GSM 03.38 alphabet as GSM-7: 160 characters in one part, 153 in each of several', () => {
    expect(smsParts('Your code is 123456. @example.in #123456')).toEqual({ encoding: 'GSM-7', characters: 40, parts: 1, left: 120 });
    expect(smsParts('x'.repeat(160))).toMatchObject({ encoding: 'GSM-7', characters: 160, parts: 1, left: 0 });
    expect(smsParts('x'.repeat(161))).toMatchObject({ characters: 161, parts: 2, left: 145 });
    expect(smsParts('x'.repeat(306))).toMatchObject({ parts: 2, left: 0 });
    expect(smsParts('x'.repeat(307))).toMatchObject({ parts: 3 });
    expect(smsParts('£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà@$\n\r')).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });

  it('counts each character of the extension table as 2, and never splits one across parts', () => {
    expect(smsParts('Fee €50 [refundable] {x} ^ ~ | \\')).toEqual({ encoding: 'GSM-7', characters: 41, parts: 1, left: 119 });
    expect(smsParts('€'.repeat(80))).toMatchObject({ characters: 160, parts: 1 });
    expect(smsParts('€'.repeat(81))).toMatchObject({ characters: 162, parts: 2 });
    // 152 septets then an escape pair: 154 do not fit in a part of 153, so the pair starts the next part.
    expect(smsParts(`${'x'.repeat(152)}€${'x'.repeat(10)}`)).toMatchObject({ characters: 164, parts: 2, left: 153 - 12 });
  });

  it('sends Devanagari, and any character outside GSM-7, as UCS-2: 70 in one part, 67 in each of several', () => {
    const marathi = 'तुमचा कोड 123456 आहे';
    expect(smsParts(marathi)).toEqual({ encoding: 'UCS-2', characters: marathi.length, parts: 1, left: 70 - marathi.length });
    expect(smsParts('क'.repeat(70))).toMatchObject({ encoding: 'UCS-2', parts: 1, left: 0 });
    expect(smsParts('क'.repeat(71))).toMatchObject({ parts: 2, left: 63 });
    expect(smsParts('क'.repeat(134))).toMatchObject({ parts: 2, left: 0 });
    expect(smsParts('क'.repeat(135))).toMatchObject({ parts: 3 });
    // One character outside GSM-7 makes the whole text UCS-2, and then an extension character counts 1.
    expect(smsParts(`€ ₹${'x'.repeat(67)}`)).toMatchObject({ encoding: 'UCS-2', characters: 70, parts: 1 });
    expect(smsParts('ç')).toMatchObject({ encoding: 'UCS-2' });
  });

  it('counts a character outside the BMP as 2, and never splits it across parts', () => {
    expect(smsParts('OK 👍')).toEqual({ encoding: 'UCS-2', characters: 5, parts: 1, left: 65 });
    expect(smsParts(`${'x'.repeat(66)}👍${'x'.repeat(10)}`)).toMatchObject({ characters: 78, parts: 2, left: 67 - 12 });
  });

  it('gives no part for an empty text', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', characters: 0, parts: 0, left: 160 });
  });
});
