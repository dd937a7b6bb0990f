// The contracts' and the API's messages in the page's language (docs/i18n.md "Validation messages"): the zod checks
// of a form keep their English messages, and a field shows them through the contracts' catalogue of the page's
// language, fetched when the first field of a Hindi or Marathi page is drawn. Until it has arrived (and on English
// pages, which need none) a message shows as written.
import type { Language } from '@site/contracts/languages';
import { loadMessageCatalogue, type MessageCatalogue, translateMessage } from '@site/contracts/messages';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { currentLanguage } from '../i18n/i18n';

const catalogues = new Map<Language, MessageCatalogue>();
const asked = new Set<Language>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `language`'s catalogue once; a failed fetch is asked again by the next field drawn. */
export function loadMessageText(language: Language): Promise<void> {
  if (language === 'en' || asked.has(language)) return Promise.resolve();
  asked.add(language);
  return loadMessageCatalogue(language).then(
    (catalogue) => {
      catalogues.set(language, catalogue);
      listeners.forEach((listener) => listener());
    },
    () => void asked.delete(language),
  );
}

/** `message` in `language`, when its catalogue is here; else as written. */
export const messageText = (message: string, language: Language = currentLanguage()) => translateMessage(message, catalogues.get(language));

/**
 * A function giving a contract's or the API's English message in the page's language (a message the catalogue
 * does not know, such as one the server already translated, stays as it is). The component draws again when the
 * catalogue arrives.
 */
export function useMessageText(): (message: string) => string {
  const language = currentLanguage();
  const catalogue = useSyncExternalStore(
    subscribe,
    () => catalogues.get(language),
    () => undefined,
  );
  useEffect(() => void loadMessageText(language), [language]);
  return useCallback((message: string) => translateMessage(message, catalogue), [catalogue]);
}
