// The integrated mission block (docs/behaviour.md §2.10, §3): every integrated mission with all of its fields — title,
// description, heading, content, text, paragraph and image — image and text alternating sides on wide screens.
import { type Entity, ImageWithFallback, t } from '@site/shared-ui';

type Mission = Entity<'integratedMission'>;

export function MissionBlock({ missions, loading }: { missions: Mission[]; loading: boolean }) {
  return (
    <section className="ui-section integrated-missions" aria-labelledby="integrated-missions-title">
      <div className="ui-container">
        <header className="integrated-missions__header">
          <p className="ui-eyebrow">{t('What drives us')}</p>
          <h2 id="integrated-missions-title">{t('Our Mission, Vision and Values')}</h2>
        </header>
        {missions.length === 0 ? (
          <p role="status" className="integrated-missions__status">
            {loading ? t('Loading missions...') : t('Our mission statements are being updated.')}
          </p>
        ) : (
          <ul className="integrated-missions__list">
            {missions.map((m) => (
              <li key={m._id} className="integrated-mission">
                <ImageWithFallback className="integrated-mission__image" src={m.image} alt="" width={640} height={480} />
                <article className="integrated-mission__body" aria-labelledby={`mission-${m._id}`}>
                  <h3 id={`mission-${m._id}`} className="integrated-mission__title">
                    {m.title}
                  </h3>
                  <p className="integrated-mission__description">{m.description}</p>
                  {m.heading && <h4 className="integrated-mission__heading">{m.heading}</h4>}
                  {m.content && <p>{m.content}</p>}
                  {m.paragraph && <p>{m.paragraph}</p>}
                  {m.text && <p className="integrated-mission__text">{m.text}</p>}
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
