import { ImageWithFallback, Loading, SectionHeading, useList } from '@site/shared-ui';
import { MainHero } from '../banner/main-hero';

/** /main/about (spec §2.4): hero labelled ABOUT and the about section. */
export function AboutPage() {
  const { data, isLoading } = useList('about');
  const about = data?.[0];
  const image = Array.isArray(about?.image) ? about.image[0] : about?.image;
  return (
    <>
      <MainHero label="ABOUT" />
      <section className="ui-section ui-container">
        {isLoading && <Loading text="Loading..." />}
        {about && (
          <div className="main-about">
            <ImageWithFallback src={image} alt="Our team at work" width={560} height={420} />
            <div>
              <SectionHeading eyebrow={about.experience} title={about.heading} />
              <p>{about.description}</p>
              <p>{about.text}</p>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
