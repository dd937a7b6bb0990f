// "How can we help?": the admin's help cards (heading, text, image).
import { type Entity, ImageWithFallback, SectionHeading } from '@site/shared-ui';

export function HelpSection({ items, loading }: { items: Entity<'help'>[]; loading: boolean }) {
  return (
    <section className="ui-section main-help" aria-labelledby="help-title">
      <div className="ui-container">
        <SectionHeading id="help-title" eyebrow="We are here to help" title="How Can We Help You?" align="center" />
        {loading && items.length === 0 ? (
          <p role="status" className="main-help__loading">
            Loading...
          </p>
        ) : (
          <ul className="main-help__grid">
            {items.map((h) => (
              <li key={h._id} className="main-help__card">
                <ImageWithFallback src={h.image} alt="" width={480} height={300} />
                <div className="main-help__body">
                  <h3>{h.heading}</h3>
                  <p>{h.text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
