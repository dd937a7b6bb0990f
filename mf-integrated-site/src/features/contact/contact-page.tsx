import { ContactCards, ContactMessageForm, t } from '@site/shared-ui';
import './contact.css';

/** /integrat/contact (docs/behaviour.md §2.10): the contact information cards and the Send Us a Message form. */
export function ContactPage() {
  return (
    <>
      <header className="integrated-contact__header">
        <div className="ui-container">
          <p className="ui-eyebrow integrated-contact__eyebrow">{t('Contact')}</p>
          <h1>{t('Contact Us')}</h1>
          <p>{t('Call, write or visit our office: the integrated services team answers every message within one working day.')}</p>
        </div>
      </header>
      <section className="ui-section integrated-contact" aria-label={t('Contact information and message form')}>
        <div className="ui-container integrated-contact__inner">
          <div className="integrated-contact__cards">
            <h2 className="ui-visually-hidden">{t('Contact information')}</h2>
            <ContactCards />
          </div>
          <ContactMessageForm />
        </div>
      </section>
    </>
  );
}
