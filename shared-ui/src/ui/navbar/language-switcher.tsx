// The language switcher (docs/i18n.md): each language named in itself, a plain link to the same page in that
// language (which loads afresh, with only its own words), the page's own marked. Choosing one remembers it; a
// language the visitor chose before or their browser prefers is pointed out, and nothing more.
import { LANGUAGE_NAMES, LANGUAGES, type Language, languagePath } from '@site/contracts/languages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { currentLanguage, t } from '../../i18n/i18n';
import { preferredLanguage, rememberLanguage } from '../../i18n/language-choice';
import './language-switcher.css';

/** `inverted`: on a dark background (the landing page). */
export function LanguageSwitcher({ inverted = false }: { inverted?: boolean }) {
  // The path without the language prefix: the router's basename holds it.
  const { pathname, search } = useLocation();
  const current = currentLanguage();
  // Read after the page is taken over, so the server's markup and the browser's first render agree.
  const [preferred, setPreferred] = useState<Language | null>(null);
  useEffect(() => setPreferred(preferredLanguage()), []);

  return (
    <ul className={`ui-language${inverted ? ' ui-language--inverted' : ''}`} aria-label={t('Language')}>
      {LANGUAGES.map((language) => {
        const here = language === current;
        const suggested = !here && language === preferred;
        return (
          <li key={language}>
            <a
              href={`${languagePath(language, pathname)}${search}`}
              lang={language}
              hrefLang={language}
              aria-current={here ? 'true' : undefined}
              className={`ui-language__link${here ? ' ui-language__link--current' : ''}${suggested ? ' ui-language__link--suggested' : ''}`}
              onClick={() => rememberLanguage(language)}
            >
              {LANGUAGE_NAMES[language].own}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
