// How many SMS a text costs (3GPP TS 23.038): GSM-7 when every character is in the GSM 03.38 default alphabet or
// its extension table (an extension character is an escape and itself: 2 septets), UCS-2 otherwise, as any Devanagari
// text. One part holds 160 septets or 70 UTF-16 units; a text in several parts loses room to each part's header
// (153 and 67), and a part never splits an escape pair or a surrogate pair. Dependency-free: the back office's
// template editor counts as the text is typed.

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) used: an extension character or a character outside the BMP counts 2. */
  characters: number;
  /** SMS parts sent; 0 for an empty text. */
  parts: number;
  /** Characters still free in the last part before another part begins. */
  left: number;
}

const GSM_DEFAULT = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
};

const gsmCost = (ch: string) => (GSM_DEFAULT.includes(ch) ? 1 : GSM_EXTENSION.includes(ch) ? 2 : 0);

/** The encoding of `text`, the characters it uses, and the parts it is sent in. */
export function smsParts(text: string): SmsParts {
  // Code points, so a character outside the BMP is one unit of 2 and is never split.
  const chars = [...text];
  const gsm = chars.every((ch) => gsmCost(ch) > 0);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const costs = chars.map((ch) => (gsm ? gsmCost(ch) : ch.length));
  const characters = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, perPart } = LIMITS[encoding];
  if (characters <= single) return { encoding, characters, parts: characters === 0 ? 0 : 1, left: single - characters };
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perPart) {
      parts++;
      used = 0;
    }
    used += cost;
  }
  return { encoding, characters, parts, left: perPart - used };
}
