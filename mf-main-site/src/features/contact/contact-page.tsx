import { ContactCards, ContactMessageForm, SectionHeading, t } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';
import './contact.css';

/** /main/contact (docs/behaviour.md §2.4): a card per contactType with its icon and description, and Send Us a Message. */
export function ContactPage() {
  return (
    <>
      <MainHero label={t('CONTACT')} />
      <section className="ui-section main-contact" aria-labelledby="contact-title">
        <div className="ui-container">
          <SectionHeading
            id="contact-title"
            eyebrow={t('Contact')}
            title={t('Get in Touch With Us')}
            align="center"
            text={t('Visit, call or write to us: we answer every message within one working day.')}
          />
          <div className="main-contact__cards">
            <ContactCards />
          </div>
          <div className="main-contact__form">
            <ContactMessageForm />
          </div>
        </div>
      </section>
    </>
  );
}
