// A list row's translation state per language ("Hindi: source changed"), so a translator sees where work waits.
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES } from '@site/contracts';
import type { TranslatableDoc } from './translation-draft';
import { type LanguageStatus, languageStatus, statusText } from './translation-status';
import './translations.css';

/** Short enough for a table cell; the whole state is in the badge's title. */
const shortText = ({ language, state, missing }: LanguageStatus) =>
  `${LANGUAGE_NAMES[language].english}: ${state === 'source-changed' ? 'source changed' : state === 'current' ? 'done' : `${missing} to translate`}`;

export function TranslationBadges({ doc, fields }: { doc: TranslatableDoc; fields: readonly string[] }) {
  return (
    <span className="admin-tr-badges">
      {TRANSLATED_LANGUAGES.map((language) => {
        const status = languageStatus(doc, fields, language);
        return (
          <span key={language} className="admin-badge" data-state={status.state} title={statusText(status)}>
            {shortText(status)}
          </span>
        );
      })}
    </span>
  );
}

/** The badges' text, for the table's phone card and search. */
export const translationBadgesText = (doc: TranslatableDoc, fields: readonly string[]) =>
  TRANSLATED_LANGUAGES.map((l) => shortText(languageStatus(doc, fields, l))).join(', ');
