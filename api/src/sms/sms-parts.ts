// How a text becomes SMS parts (docs/sms.md, "Encoding and parts"): GSM-7 when every character is in the GSM 03.38
// alphabet (its extension table costs two septets a character), else UCS-2 (Devanagari). A long text is split into
// parts that each carry a concatenation header (UDH, 8-bit reference), the form every operator reassembles.
import smpp from 'smpp';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** data_coding of submit_sm: 0 is the SMSC's default alphabet (GSM-7), 8 is UCS-2. */
export const DATA_CODING: Record<SmsEncoding, number> = { 'GSM-7': 0, 'UCS-2': 8 };
/** esm_class with the UDH indicator set: the short message starts with a user data header. */
export const ESM_CLASS_UDH = 0x40;

/** Characters in one part: alone, and in a concatenated message (the 6-octet header takes the rest). */
export const PART_SIZE: Record<SmsEncoding, { single: number; concatenated: number }> = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
};

const GSM_BASIC = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
]);
const GSM_EXTENDED = new Set([...'\f^{}\\[~]|€']);

/** The encoding a text needs. */
export const encodingOf = (text: string): SmsEncoding => ([...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c)) ? 'GSM-7' : 'UCS-2');

/** Septets (GSM-7) or UTF-16 code units (UCS-2) one character takes. */
const cost = (c: string, encoding: SmsEncoding) => (encoding === 'UCS-2' ? c.length : GSM_EXTENDED.has(c) ? 2 : 1);

/** The text's parts, split between characters (never inside a GSM escape or a surrogate pair). */
export function splitText(text: string, encoding: SmsEncoding = encodingOf(text)): string[] {
  const chars = [...text];
  const total = chars.reduce((n, c) => n + cost(c, encoding), 0);
  if (total <= PART_SIZE[encoding].single) return [text];
  const size = PART_SIZE[encoding].concatenated;
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const c of chars) {
    if (used + cost(c, encoding) > size) {
      parts.push(part);
      [part, used] = ['', 0];
    }
    part += c;
    used += cost(c, encoding);
  }
  parts.push(part);
  return parts;
}

/** What the back office and the tests need to know of a text: its encoding and how many parts it takes. */
export const describeText = (text: string) => {
  const encoding = encodingOf(text);
  return { encoding, parts: splitText(text, encoding).length };
};

/** One part as submit_sm carries it. */
export interface EncodedPart {
  data_coding: number;
  esm_class: number;
  short_message: Buffer;
}

/** The 6-octet concatenation header: IEI 0x00 (8-bit reference), its length, reference, part count, part number. */
export const concatenationHeader = (reference: number, count: number, n: number) => Buffer.from([0x05, 0x00, 0x03, reference & 0xff, count, n]);

/** The text's parts, encoded (GSM-7 one septet an octet, unpacked, as SMPP carries it; UCS-2 big-endian). */
export function encodeParts(text: string, reference: number): EncodedPart[] {
  const encoding = encodingOf(text);
  const parts = splitText(text, encoding);
  return parts.map((part, i) => {
    const body = encoding === 'UCS-2' ? ucs2(part) : (smpp.gsmCoder.encode(part, 0) as Buffer);
    return {
      data_coding: DATA_CODING[encoding],
      esm_class: parts.length > 1 ? ESM_CLASS_UDH : 0,
      short_message: parts.length > 1 ? Buffer.concat([concatenationHeader(reference, parts.length, i + 1), body]) : body,
    };
  });
}

/** UTF-16 big-endian (UCS-2 for the Basic Multilingual Plane, where Devanagari is). */
const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16();
