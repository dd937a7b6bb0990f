// The integrated about block (docs/behaviour.md §2.10, §3, §9): the about content's heading, description and text, its main
// and small images, and the experience badge ('25+ Years Experience of Service' when none is set). Its box is
// reserved while the content loads, so nothing shifts.
import { type Entity, firstImage, ImageWithFallback, splitBadge } from '@site/shared-ui';

export function AboutBlock({ about, loading }: { about: Entity<'about'> | undefined; loading: boolean }) {
  const badge = splitBadge(about?.experience);
  return (
    <section className="ui-section integrated-about" aria-labelledby="integrated-about-title" aria-busy={loading}>
      <div className="ui-container integrated-about__inner">
        <div className="integrated-about__media">
          <ImageWithFallback className="integrated-about__image" src={firstImage(about?.image)} alt="Our team at work" width={640} height={480} />
          <ImageWithFallback className="integrated-about__small" src={firstImage(about?.smallImage)} alt="" width={320} height={240} />
          <p className="integrated-about__badge">
            <strong>{badge.figure}</strong> <span>{badge.caption}</span>
          </p>
        </div>
        <div className="integrated-about__text">
          <p className="ui-eyebrow">About us</p>
          <h2 id="integrated-about-title">{about?.heading ?? (loading ? 'Loading...' : 'About us')}</h2>
          {about && (
            <>
              <p className="integrated-about__lead">{about.description}</p>
              <p>{about.text}</p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
