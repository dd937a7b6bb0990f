// The consent box of every visitor form (docs/behaviour.md §5, §14.1): "I agree to the privacy notice", the
// notice linked in a new tab so what was typed stays, and the contract's message under it like any field error.
import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { t } from '../i18n/i18n';
import { richText } from '../lib/rich-text';
import { useMessageText } from './message-text';
import { PRIVACY_PAGE, variantOf } from '../pages/site-links';
import './consent-checkbox.css';

export interface ConsentCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  error?: string;
}

export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox({ error, ...input }, ref) {
  const id = useId();
  // Both sites' forms show their own variant's notice.
  // Under the page's language prefix (the router's basename) on a Hindi or Marathi page.
  const notice = useHref(PRIVACY_PAGE[variantOf(useLocation().pathname)]);
  const text = useMessageText();
  return (
    <div className="ui-field ui-consent">
      <div className="ui-consent__row">
        <input ref={ref} type="checkbox" required {...input} id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={id}>
          {richText(t('I agree to the <0>privacy notice</0>'), [
            (words) => (
              <a href={notice} target="_blank" rel="noopener">
                {words}
              </a>
            ),
          ])}
        </label>
      </div>
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {text(error)}
        </p>
      )}
    </div>
  );
});
