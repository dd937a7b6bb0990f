import { describe, expect, it } from '@jest/globals';
import smpp from 'smpp';
import { dltParameters, DLT_TLVS, readReceipt } from './smpp-protocol.js';
import { describeText, encodeParts, encodingOf, splitText } from './sms-parts.js';

const MARATHI = 'तुमचा अर्ज मिळाला. तुमचे पान: https://example.in/a/123';

describe('encodingOf', () => {
  it('is GSM-7 for English (extension characters included) and UCS-2 for Devanagari or anything outside GSM 03.38', () => {
    expect(encodingOf('Your code is 123456. @site.in #123456')).toBe('GSM-7');
    expect(encodingOf('Price {€5} [ok] ~ | ^ \\')).toBe('GSM-7');
    expect(encodingOf(MARATHI)).toBe('UCS-2');
    expect(encodingOf('Rs ₹500')).toBe('UCS-2');
    expect(encodingOf('“quoted”')).toBe('UCS-2');
  });
});

describe('splitText', () => {
  it('keeps 160 GSM-7 septets or 70 UCS-2 characters in one part, and splits longer texts at 153 and 67', () => {
    expect(splitText('a'.repeat(160))).toEqual(['a'.repeat(160)]);
    expect(splitText('a'.repeat(161))).toEqual(['a'.repeat(153), 'a'.repeat(8)]);
    expect(splitText('क'.repeat(70))).toHaveLength(1);
    expect(splitText('क'.repeat(71))).toEqual(['क'.repeat(67), 'क'.repeat(4)]);
  });

  it('counts an extension character as two septets and never splits it', () => {
    expect(describeText('€'.repeat(80))).toEqual({ encoding: 'GSM-7', parts: 1 });
    expect(describeText('€'.repeat(81))).toEqual({ encoding: 'GSM-7', parts: 2 });
    const parts = splitText(`${'a'.repeat(152)}€b${'c'.repeat(10)}`);
    expect(parts[0]).toBe('a'.repeat(152));
    expect(parts[1]!.startsWith('€b')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const parts = splitText(`${'क'.repeat(66)}😀${'क'.repeat(10)}`);
    expect(parts[0]).toBe('क'.repeat(66));
    expect(parts.join('')).toBe(`${'क'.repeat(66)}😀${'क'.repeat(10)}`);
  });
});

describe('encodeParts', () => {
  it('sends a short English text as one GSM-7 part without a header', () => {
    const [part, ...rest] = encodeParts('Hi @ 5', 7);
    expect(rest).toEqual([]);
    expect(part).toEqual({ data_coding: 0, esm_class: 0, short_message: Buffer.from([0x48, 0x69, 0x20, 0x00, 0x20, 0x35]) });
  });

  it('sends Devanagari as big-endian UCS-2 (data_coding 8)', () => {
    const [part] = encodeParts('मी', 1);
    expect(part!.data_coding).toBe(8);
    expect(part!.short_message).toEqual(Buffer.from([0x09, 0x2e, 0x09, 0x40]));
  });

  it('gives each part of a long text a concatenation header with the same reference, the count and its number', () => {
    const text = 'मराठी '.repeat(30);
    const parts = encodeParts(text, 0x1a2);
    expect(parts).toHaveLength(3);
    parts.forEach((p, i) => {
      expect(p.esm_class).toBe(0x40);
      expect([...p.short_message.subarray(0, 6)]).toEqual([0x05, 0x00, 0x03, 0xa2, 3, i + 1]);
    });
    const body = Buffer.concat(parts.map((p) => p.short_message.subarray(6)));
    expect(Buffer.from(body).swap16().toString('utf16le')).toBe(text);
  });
});

describe('the DLT ids', () => {
  it('go as TLVs 0x1400 (entity) and 0x1401 (template) of submit_sm, only when set', () => {
    expect(dltParameters('1101234567890', '1107000000000000001')).toEqual({ dlt_pe_id: '1101234567890', dlt_template_id: '1107000000000000001' });
    expect(dltParameters(undefined, undefined)).toEqual({});
    const pdu = new (smpp as unknown as { PDU: new (c: string, o: object) => { toBuffer(): Buffer } }).PDU('submit_sm', {
      source_addr: 'FACLTY',
      destination_addr: '919876543210',
      short_message: Buffer.from('hi'),
      data_coding: 0,
      ...dltParameters('123', '456'),
    });
    const bytes = pdu.toBuffer();
    const tlv = (tag: number, value: string) => Buffer.concat([Buffer.from([tag >> 8, tag & 0xff, 0, value.length]), Buffer.from(value)]);
    expect(bytes.includes(tlv(DLT_TLVS.entityId.tag, '123'))).toBe(true);
    expect(bytes.includes(tlv(DLT_TLVS.templateId.tag, '456'))).toBe(true);
  });
});

describe('readReceipt', () => {
  it('reads the message id and status from the TLVs, else from the receipt text', () => {
    expect(readReceipt({ esm_class: 4, receipted_message_id: 'abc', message_state: 2, short_message: { message: '' } } as never)).toEqual({
      messageId: 'abc',
      status: 'delivered',
    });
    expect(
      readReceipt({
        esm_class: 4,
        short_message: { message: 'id:77 sub:001 dlvrd:000 submit date:2601011200 done date:2601011201 stat:UNDELIV err:001 text:' },
      } as never),
    ).toEqual({ messageId: '77', status: 'undelivered' });
  });

  it('is null for a message from a phone (no receipt class)', () => {
    expect(readReceipt({ esm_class: 0, short_message: { message: 'id:1 stat:DELIVRD' } } as never)).toBeNull();
  });
});
