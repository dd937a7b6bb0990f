// "How can we help?": the admin's help cards (heading, text, image).
import { CardGridSection, type Entity, ImageWithFallback } from '@site/shared-ui';

export function HelpSection({ items, loading }: { items: Entity<'help'>[]; loading: boolean }) {
  return (
    <CardGridSection block="main-help" titleId="help-title" eyebrow="We are here to help" title="How Can We Help You?" items={items} loading={loading}>
      {(h) => (
        <>
          <ImageWithFallback src={h.image} alt="" width={480} height={300} />
          <div className="main-help__body">
            <h3>{h.heading}</h3>
            <p>{h.text}</p>
          </div>
        </>
      )}
    </CardGridSection>
  );
}
