// The integrated about block (docs/behaviour.md §2.10, §3, §9): the about content's heading, description and text, its main
// and small images, and the experience badge ('25+ Years Experience of Service' when none is set). Its box is
// reserved while the content loads, so nothing shifts.
import { AboutMedia, type Entity, t } from '@site/shared-ui';

export function AboutBlock({ about, loading }: { about: Entity<'about'> | undefined; loading: boolean }) {
  return (
    <section className="ui-section integrated-about" aria-labelledby="integrated-about-title" aria-busy={loading}>
      <div className="ui-container ui-about__inner">
        <AboutMedia about={about} />
        <div className="integrated-about__text">
          <p className="ui-eyebrow">{t('About us')}</p>
          <h2 id="integrated-about-title">{about?.heading ?? (loading ? t('Loading...') : t('About us'))}</h2>
          {about && (
            <>
              <p className="ui-about__lead">{about.description}</p>
              <p>{about.text}</p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
