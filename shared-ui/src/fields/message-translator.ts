// A Hindi or Marathi page's translator of the contracts' and the API's messages: the catalogue of its language and
// the code that applies it come together, so English pages fetch neither.
import type { TranslatedLanguage } from '@site/contracts/languages';
import { loadMessageCatalogue, translateMessage } from '@site/contracts/messages';

export const loadTranslator = (language: TranslatedLanguage): Promise<(message: string) => string> =>
  loadMessageCatalogue(language).then((catalogue) => (message: string) => translateMessage(message, catalogue));
