import { SectionHeading, useList } from '@site/shared-ui';

/** /integrat/contact: contact information cards. */
export function ContactPage() {
  const { data: contacts = [] } = useList('adminContact');
  return (
    <section className="ui-section ui-container">
      <SectionHeading eyebrow="Contact" title="Talk to our team" />
      <ul className="integrated-contact-cards">
        {contacts.map((c) => (
          <li key={c._id}>
            <h3>{c.contactType}</h3>
            <p>{c.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
