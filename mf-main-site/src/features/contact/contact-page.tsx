import { SectionHeading, useList } from '@site/shared-ui';

/** /main/contact (spec §2.4): a card per contact type with its description. */
export function ContactPage() {
  const { data: contacts = [] } = useList('adminContact');
  return (
    <section className="ui-section ui-container">
      <SectionHeading eyebrow="Contact" title="Get in touch with us" />
      <ul className="main-contact-cards">
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
