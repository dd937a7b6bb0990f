// Both message catalogues at once, for a server that answers in any language (the API): a page loads only its own
// language's with `loadMessageCatalogue` (messages.ts) instead.
import type { Language, TranslatedLanguage } from './languages.js';
import type { MessageCatalogue } from './messages.js';
import hi from './locales/messages.hi.json' with { type: 'json' };
import mr from './locales/messages.mr.json' with { type: 'json' };

export const MESSAGE_CATALOGUES: Readonly<Record<TranslatedLanguage, MessageCatalogue>> = { hi, mr };

/** The catalogue of `language`; none for English, whose messages are the contracts' own. */
export const messageCatalogue = (language: Language): MessageCatalogue | null => (language === 'en' ? null : MESSAGE_CATALOGUES[language]);
