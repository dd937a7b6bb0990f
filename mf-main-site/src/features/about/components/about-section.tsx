// The about block (docs/behaviour.md §2.4, §3, §9): images, the experience badge (default '25+ Years Experience of
// Service'), the text and the team's profile avatars. Its box is reserved while the content loads.
import { type Entity, firstImage, ImageWithFallback, SectionHeading, splitBadge } from '@site/shared-ui';

export function AboutSection({ about, loading }: { about: Entity<'about'> | undefined; loading: boolean }) {
  const badge = splitBadge(about?.experience);
  const profiles = (about?.profile ?? []).slice(0, 5);
  return (
    <section className="ui-section main-about" aria-labelledby="about-title" aria-busy={loading}>
      <div className="ui-container main-about__inner">
        <div className="main-about__media">
          <ImageWithFallback className="main-about__image" src={firstImage(about?.image)} alt="Our team at work" width={640} height={480} />
          <ImageWithFallback className="main-about__small" src={firstImage(about?.smallImage)} alt="" width={320} height={240} />
          <p className="main-about__badge">
            <strong>{badge.figure}</strong> <span>{badge.caption}</span>
          </p>
        </div>
        <div className="main-about__text">
          <SectionHeading id="about-title" eyebrow="About us" title={about?.heading ?? (loading ? 'Loading...' : 'About us')} />
          {about && (
            <>
              <p className="main-about__lead">{about.description}</p>
              <p>{about.text}</p>
            </>
          )}
          {profiles.length > 0 && (
            <div className="main-about__team">
              <ul className="main-about__avatars" aria-label="Our team">
                {profiles.map((src, i) => (
                  <li key={`${src}-${i}`}>
                    <ImageWithFallback src={src} alt={`Team member ${i + 1}`} width={56} height={56} />
                  </li>
                ))}
              </ul>
              <p>Meet the people who run your sites</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
