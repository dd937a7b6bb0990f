// The Hindi and Marathi of a form, one tab per language, each field beside its English. Closed, it says per
// language how many fields wait for the translator (missing, or English changed since) and keeps a form edited in
// English as short as it was; opened, each tab says the same.
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { TranslatableField } from './translatable-fields';
import type { TranslatableDoc } from './translation-draft';
import { needsWork, TranslationField } from './translation-field';
import type { TranslationDraft } from './use-translation-draft';
import './translations.css';

export interface TranslationsSectionProps {
  fields: readonly TranslatableField[];
  /** The form's English by field, as typed now. */
  english: Record<string, unknown>;
  /** The stored item (none when adding): its translations' states. */
  doc?: TranslatableDoc;
  translations: TranslationDraft;
  title?: string;
  /** Under the title, once opened: what the translations are of. */
  intro?: string;
}

const INTRO = 'What readers of the Hindi and Marathi pages see. A field left empty shows the text in grey: Marathi falls back to Hindi, then English.';

export function TranslationsSection({ title = 'Translations', intro = INTRO, ...props }: TranslationsSectionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toDo = (language: TranslatedLanguage) =>
    props.fields.filter((field) => needsWork({ field, language, english: props.english[field.name], doc: props.doc, translations: props.translations })).length;
  return (
    <section className="admin-tr" aria-labelledby={`${id}-title`}>
      <div className="admin-tr__head">
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="admin-tr__summary">
          {TRANSLATED_LANGUAGES.map((language) => {
            const n = toDo(language);
            return (
              <span key={language} className="admin-badge" data-state={n ? 'partial' : 'current'}>
                {LANGUAGE_NAMES[language].english}: {n ? `${n} to do` : 'done'}
              </span>
            );
          })}
        </p>
        <button type="button" className="ui-button ui-button--small" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide translations' : 'Edit translations'}
        </button>
      </div>
      {open && (
        <div id={`${id}-body`} className="admin-tr__body">
          <p className="admin-form__hint">{intro}</p>
          <LanguageTabs {...props} toDo={toDo} />
        </div>
      )}
    </section>
  );
}

function LanguageTabs({
  fields,
  english,
  doc,
  translations,
  toDo,
}: Omit<TranslationsSectionProps, 'title' | 'intro'> & { toDo: (language: TranslatedLanguage) => number }) {
  const [active, setActive] = useState<TranslatedLanguage>('hi');
  const id = useId();
  const tabs = useRef<Partial<Record<TranslatedLanguage, HTMLButtonElement | null>>>({});
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const i = TRANSLATED_LANGUAGES.indexOf(active);
    const next = TRANSLATED_LANGUAGES[(i + (e.key === 'ArrowRight' ? 1 : TRANSLATED_LANGUAGES.length - 1)) % TRANSLATED_LANGUAGES.length]!;
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div className="admin-tr__tabs" role="tablist" aria-label="Language" onKeyDown={onKey}>
        {TRANSLATED_LANGUAGES.map((language) => {
          const n = toDo(language);
          return (
            <button
              key={language}
              ref={(el) => void (tabs.current[language] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              aria-selected={active === language}
              tabIndex={active === language ? 0 : -1}
              className="admin-tr__tab"
              onClick={() => setActive(language)}
            >
              {LANGUAGE_NAMES[language].english} <span lang={language}>{LANGUAGE_NAMES[language].own}</span>
              {n > 0 && <span className="admin-tr__count">{`${n} to do`}</span>}
            </button>
          );
        })}
      </div>
      {TRANSLATED_LANGUAGES.map((language) => (
        <div
          key={language}
          className="admin-tr__panel"
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={active !== language}
        >
          {fields.map((field) => (
            <TranslationField key={field.name} field={field} language={language} english={english[field.name]} doc={doc} translations={translations} />
          ))}
        </div>
      ))}
    </>
  );
}
