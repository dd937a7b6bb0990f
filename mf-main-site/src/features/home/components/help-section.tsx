// "How can we help?": the admin's help cards (heading, text, image), each leading to its page when it has a link.
import { CardGridSection, type Entity, ImageWithFallback, Link, t } from '@site/shared-ui';

export function HelpSection({ items, loading }: { items: Entity<'help'>[]; loading: boolean }) {
  return (
    <CardGridSection
      block="main-help"
      titleId="help-title"
      eyebrow={t('We are here to help')}
      title={t('How Can We Help You?')}
      items={items}
      loading={loading}
    >
      {(h) => (
        <>
          <ImageWithFallback src={h.image} alt="" width={480} height={300} />
          <div className="main-help__body">
            {/* The heading's link covers the whole card (CSS), so the card is one link with the heading as its name. */}
            <h3>
              {h.link ? (
                <Link to={h.link} className="main-help__link">
                  {h.heading}
                </Link>
              ) : (
                h.heading
              )}
            </h3>
            <p>{h.text}</p>
          </div>
        </>
      )}
    </CardGridSection>
  );
}
