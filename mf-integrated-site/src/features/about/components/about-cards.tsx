// The about cards (docs/behaviour.md §3: each is an image the admin uploads), shown as a row of pictures.
import { type Entity, ImageWithFallback, t } from '@site/shared-ui';

export function AboutCards({ cards, loading }: { cards: Entity<'aboutCards'>[]; loading: boolean }) {
  if (!loading && cards.length === 0) return null;
  return (
    <section className="ui-section integrated-cards" aria-labelledby="integrated-cards-title">
      <div className="ui-container">
        <p className="ui-eyebrow">{t('At a glance')}</p>
        <h2 id="integrated-cards-title">{t('What Sets Us Apart')}</h2>
        <ul className="integrated-cards__grid" aria-busy={loading}>
          {(cards.length ? cards : Array.from({ length: 4 }, (_, i) => ({ _id: `placeholder-${i}`, image: undefined }))).map((c) => (
            <li key={c._id} className="integrated-cards__card">
              {cards.length ? <ImageWithFallback src={c.image} alt="" width={600} height={400} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
