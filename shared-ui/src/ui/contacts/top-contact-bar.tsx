// The thin bar above the navigation with the company's phone, e-mail and address, and the language switcher at every
// width (a phone leaves the address to the footer).
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { LanguageSwitcher } from '../navbar/language-switcher';
import { type ContactDetails, telHref } from './contact-details';
import { useContacts } from './use-contacts';
import './contacts.css';

export function TopContactBarView({ phone, email, location }: ContactDetails) {
  return (
    <div className="ui-topbar">
      <div className="ui-container ui-topbar__inner">
        <span className="ui-topbar__item">
          <FiPhone aria-hidden /> {phone ? <a href={telHref(phone)}>{phone}</a> : '\u00a0'}
        </span>
        <span className="ui-topbar__item">
          <FiMail aria-hidden /> {email ? <a href={`mailto:${email}`}>{email}</a> : '\u00a0'}
        </span>
        {location && (
          <span className="ui-topbar__item ui-topbar__location">
            <FiMapPin aria-hidden /> {location}
          </span>
        )}
        <div className="ui-topbar__language">
          <LanguageSwitcher inverted />
        </div>
      </div>
    </div>
  );
}

/** The bar with the given details, or the admin's contact list when none are given. */
export function TopContactBar({ contacts }: { contacts?: ContactDetails }) {
  const { phone, email, location } = useContacts({ skip: contacts !== undefined });
  return <TopContactBarView {...(contacts ?? { phone, email, location })} />;
}
