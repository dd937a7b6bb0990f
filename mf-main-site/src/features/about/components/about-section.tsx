// The about block (docs/behaviour.md §2.4, §3, §9): images, the experience badge (default '25+ Years Experience of
// Service'), the text and the team's profile avatars. Its box is reserved while the content loads.
import { AboutMedia, type Entity, ImageWithFallback, SectionHeading, t } from '@site/shared-ui';

export function AboutSection({ about, loading }: { about: Entity<'about'> | undefined; loading: boolean }) {
  const profiles = (about?.profile ?? []).slice(0, 5);
  return (
    <section className="ui-section main-about" aria-labelledby="about-title" aria-busy={loading}>
      <div className="ui-container ui-about__inner">
        <AboutMedia about={about} />
        <div className="main-about__text">
          <SectionHeading id="about-title" eyebrow={t('About us')} title={about?.heading ?? (loading ? t('Loading...') : t('About us'))} />
          {about && (
            <>
              <p className="ui-about__lead">{about.description}</p>
              <p>{about.text}</p>
            </>
          )}
          {profiles.length > 0 && (
            <div className="main-about__team">
              <ul className="main-about__avatars" aria-label={t('Our team')}>
                {profiles.map((src, i) => (
                  <li key={`${src}-${i}`}>
                    <ImageWithFallback src={src} alt={t('Team member {n}', { n: i + 1 })} width={56} height={56} />
                  </li>
                ))}
              </ul>
              <p>{t('Meet the people who run your sites')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
