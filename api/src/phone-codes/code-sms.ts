// The code's SMS in the visitor's language: one short sentence (a Marathi SMS part holds 70 characters), then the
// WebOTP line alone on the last line (`@<site host> #<code>`), by which an Android phone offers the code itself.
import type { Language } from '@site/contracts';
import { mailWords } from '../mail/index.js';

const words = mailWords(new URL('./locales/', import.meta.url));

/** Our template key: its DLT id is `SMS_TEMPLATE_IDS`' `code`. */
export const CODE_TEMPLATE = 'code';

export function codeSms(language: Language, code: string, siteUrl: string): string {
  return `${words(language)('Your code is {code}. It works for 10 minutes.', { code })}\n@${new URL(siteUrl).hostname} #${code}`;
}
