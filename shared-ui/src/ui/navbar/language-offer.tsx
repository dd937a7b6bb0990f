// A page in another language than the one its visitor chose before (a job link shared in English, a search result):
// the page is offered in the chosen language, in that language's own words, in a bar floating over the page's foot.
// It appears once the page is the browser's and moves nothing. Closing it takes this page's language as the choice.
// (A language the browser merely prefers is only pointed out in the switcher: many phones in India are set to
// English by readers of Hindi or Marathi, and the other way round.)
import { LANGUAGE_NAMES, type Language, languagePath } from '@site/contracts/languages';
import { useEffect, useState } from 'react';
import { FiX } from 'react-icons/fi';
import { useLocation } from 'react-router-dom';
import { currentLanguage, t } from '../../i18n/i18n';
import { chosenLanguage, rememberLanguage } from '../../i18n/language-choice';
import './language-offer.css';

export function LanguageOffer() {
  const { pathname, search } = useLocation();
  const current = currentLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  useEffect(() => setChosen(chosenLanguage()), []);
  if (!chosen || chosen === current) return null;
  const { readHere } = LANGUAGE_NAMES[chosen];
  return (
    <aside className="ui-language-offer" aria-label={readHere} lang={chosen}>
      <a className="ui-language-offer__link" href={`${languagePath(chosen, pathname)}${search}`} hrefLang={chosen} onClick={() => rememberLanguage(chosen)}>
        {readHere} →
      </a>
      <button
        type="button"
        className="ui-language-offer__close"
        lang={current}
        aria-label={t('Close')}
        onClick={() => {
          rememberLanguage(current);
          setChosen(null);
        }}
      >
        <FiX aria-hidden />
      </button>
    </aside>
  );
}
