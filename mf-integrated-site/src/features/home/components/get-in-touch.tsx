// 'Get in Touch': how to reach the company (the admin's contact entries) beside the enquiry form.
import { contactTypeLabel, HomeEnquiryForm, t, telHref, useContacts } from '@site/shared-ui';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';

export function GetInTouch() {
  const { phone, email, location } = useContacts();
  return (
    <section className="ui-section integrated-touch" aria-labelledby="get-in-touch-title">
      <div className="ui-container integrated-touch__inner">
        <div className="integrated-touch__intro">
          <p className="ui-eyebrow">{t('Contact us')}</p>
          <h2 id="get-in-touch-title">{t('Get in Touch')}</h2>
          <p>{t('Tell us about your site and the services you need. Our team replies within one working day with a plan and a quotation.')}</p>
          <ul className="integrated-touch__details">
            <li>
              <FiPhone aria-hidden />
              <span>
                <strong>{contactTypeLabel('Phone Number')}</strong>
                {phone ? <a href={telHref(phone)}>{phone}</a> : <span>…</span>}
              </span>
            </li>
            <li>
              <FiMail aria-hidden />
              <span>
                <strong>{contactTypeLabel('Email Address')}</strong>
                {email ? <a href={`mailto:${email}`}>{email}</a> : <span>…</span>}
              </span>
            </li>
            <li>
              <FiMapPin aria-hidden />
              <span>
                <strong>{contactTypeLabel('Our Location')}</strong>
                <span>{location ?? '…'}</span>
              </span>
            </li>
          </ul>
        </div>
        <HomeEnquiryForm labelledBy="get-in-touch-title" submitLabel={t('Send Enquiry')} />
      </div>
    </section>
  );
}
