// One card per contact type with its icon (docs/behaviour.md §2.4: Our Location, Phone Number, Email Address); a phone
// number calls and an e-mail address writes when tapped.
import { CONTACT_TYPES } from '@site/contracts/constants';
import type { IconType } from 'react-icons';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { t } from '../../i18n/i18n';
import { contactTypeLabel } from './contact-type-label';
import { contactHref } from './contact-details';
import { useContacts } from './use-contacts';
import './contacts.css';

const ICONS: Record<(typeof CONTACT_TYPES)[number], IconType> = { 'Our Location': FiMapPin, 'Phone Number': FiPhone, 'Email Address': FiMail };

export function ContactCards() {
  const { contacts, isLoading } = useContacts();
  // While loading, one card per contact type holds its place (the types are fixed), so nothing shifts on arrival.
  if (isLoading)
    return (
      <>
        <p role="status" className="ui-visually-hidden">
          {t('Loading contact details...')}
        </p>
        <ul className="ui-contact-cards" aria-hidden>
          {CONTACT_TYPES.map((type) => {
            const Icon = ICONS[type];
            return (
              <li key={type} className="ui-contact-cards__card ui-contact-cards__card--loading">
                <span className="ui-contact-cards__icon">
                  <Icon />
                </span>
                <h3>{contactTypeLabel(type)}</h3>
                <p>&nbsp;</p>
              </li>
            );
          })}
        </ul>
      </>
    );
  return (
    <ul className="ui-contact-cards">
      {contacts.map((c) => {
        const Icon = ICONS[c.contactType] ?? FiMapPin;
        const href = contactHref(c.contactType, c.description);
        return (
          <li key={c._id} className="ui-contact-cards__card">
            <span className="ui-contact-cards__icon">
              <Icon aria-hidden />
            </span>
            <h3>{contactTypeLabel(c.contactType)}</h3>
            <p>{href ? <a href={href}>{c.description}</a> : c.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
