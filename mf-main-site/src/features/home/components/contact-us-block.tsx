// "Contact us" call to action: the company's phone and e-mail from the admin's contacts, and the contact page.
import { Link, t, telHref, useContacts } from '@site/shared-ui';
import { FiMail, FiPhone } from 'react-icons/fi';

export function ContactUsBlock() {
  const { phone, email } = useContacts();
  return (
    <section className="main-contact-us" aria-labelledby="contact-us-title">
      <div className="ui-container main-contact-us__inner">
        <div>
          <p className="main-contact-us__eyebrow">{t('Contact us')}</p>
          <h2 id="contact-us-title">{t('Have a site to secure, clean or staff? Talk to us today.')}</h2>
        </div>
        <ul className="main-contact-us__ways">
          <li>
            <FiPhone aria-hidden /> {phone ? <a href={telHref(phone)}>{phone}</a> : <span>&nbsp;</span>}
          </li>
          <li>
            <FiMail aria-hidden /> {email ? <a href={`mailto:${email}`}>{email}</a> : <span>&nbsp;</span>}
          </li>
        </ul>
        <Link className="ui-button ui-button--accent" to="/main/contact">
          {t('Contact Us')}
        </Link>
      </div>
    </section>
  );
}
