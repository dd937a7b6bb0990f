// The translations a form edits, from the stored document's (none when adding), and the edit to send with its save.
import type { TranslatedLanguage, TranslationsEdit } from '@site/contracts';
import { useCallback, useState } from 'react';
import type { TranslatableField } from './translatable-fields';
import { type Draft, editOf, initialDraft, type TranslatableDoc } from './translation-draft';

export interface TranslationDraft {
  draft: Draft;
  initial: Draft;
  setText: (language: TranslatedLanguage, field: string, key: string, text: string) => void;
  setConfirmed: (language: TranslatedLanguage, field: string, confirmed: boolean) => void;
  /** What to send with the save, given the form's English by field; undefined when nothing changed. */
  edit: (english: Record<string, unknown>) => TranslationsEdit | undefined;
}

export function useTranslationDraft(fields: readonly TranslatableField[], doc: TranslatableDoc | undefined): TranslationDraft {
  // The fields arrive once the admin's role is read: the draft starts over from the stored translations then.
  const names = fields.map((f) => f.name).join();
  const [state, setState] = useState(() => ({ names, initial: initialDraft(fields, doc), draft: initialDraft(fields, doc) }));
  if (state.names !== names) {
    const initial = initialDraft(fields, doc);
    setState({ names, initial, draft: initial });
  }
  const update = useCallback((change: (d: Draft) => Draft) => setState((s) => ({ ...s, draft: change(s.draft) })), []);
  const setText = useCallback(
    (language: TranslatedLanguage, field: string, key: string, text: string) =>
      update((d) => ({ ...d, [language]: { ...d[language], texts: { ...d[language].texts, [field]: { ...d[language].texts[field], [key]: text } } } })),
    [update],
  );
  const setConfirmed = useCallback(
    (language: TranslatedLanguage, field: string, confirmed: boolean) =>
      update((d) => ({
        ...d,
        [language]: {
          ...d[language],
          confirmed: confirmed ? [...new Set([...d[language].confirmed, field])] : d[language].confirmed.filter((f) => f !== field),
        },
      })),
    [update],
  );
  const { draft, initial } = state;
  return { draft, initial, setText, setConfirmed, edit: (english) => editOf(fields, draft, initial, english) };
}
