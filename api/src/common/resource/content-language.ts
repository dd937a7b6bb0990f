// The language a public read of content is answered in (docs/i18n.md): `?lang=` alone, never Accept-Language, so
// that an address always answers the same (caches keep answers by address) and a read without it is English, as it
// always was. An unknown value is refused rather than read as English, so a mistyped address does not look right.
import { BadRequestException } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from '@site/contracts';

export const LANG_MESSAGE = `lang must be one of ${LANGUAGES.join(', ')}`;

/** `?lang=` of a content read (any letter case); absent: English. */
export function contentLanguage(value: unknown): Language {
  if (value === undefined) return DEFAULT_LANGUAGE;
  const asked = typeof value === 'string' ? value.toLowerCase() : undefined;
  if (!isLanguage(asked)) throw new BadRequestException(LANG_MESSAGE);
  return asked;
}
