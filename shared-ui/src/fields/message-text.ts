// The contracts' and the API's messages in the page's language (docs/i18n.md "Validation messages"): the zod checks
// of a form keep their English messages, and a field shows them through the contracts' catalogue of the page's
// language, fetched when the first field of a Hindi or Marathi page is drawn. Until it has arrived (and on English
// pages, which need none) a message shows as written.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@site/contracts/languages';
import { useEffect, useSyncExternalStore } from 'react';
import { currentLanguage } from '../i18n/i18n';

type Translator = (message: string) => string;
const asWritten: Translator = (message) => message;
const translators = new Map<Language, Translator>();
const asked = new Set<Language>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `language`'s catalogue (and the code applying it) once; a failed fetch is asked again by the next field drawn. */
function loadMessageText(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || asked.has(language)) return Promise.resolve();
  asked.add(language);
  return import('./message-translator')
    .then(({ loadTranslator }) => loadTranslator(language as TranslatedLanguage))
    .then(
      (translator) => {
        translators.set(language, translator);
        listeners.forEach((listener) => listener());
      },
      () => void asked.delete(language),
    );
}

/**
 * A function giving a contract's or the API's English message in the page's language (a message the catalogue
 * does not know, such as one the server already translated, stays as it is). The component draws again when the
 * catalogue arrives.
 */
export function useMessageText(): (message: string) => string {
  const language = currentLanguage();
  const translator = useSyncExternalStore(
    subscribe,
    () => translators.get(language) ?? asWritten,
    () => asWritten,
  );
  useEffect(() => void loadMessageText(language), [language]);
  return translator;
}
