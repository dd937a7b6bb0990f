import { SectionHeading, useList } from '@site/shared-ui';
import { IntegratedHero } from '../banner/integrated-hero';

/** /integrat/about: banner, about block and the integrated missions. */
export function AboutPage() {
  const { data: about } = useList('about');
  const { data: missions = [] } = useList('integratedMission');
  return (
    <>
      <IntegratedHero label="ABOUT" />
      <section className="ui-section ui-container">
        {about?.[0] && <SectionHeading eyebrow="About us" title={about[0].heading} text={about[0].description} />}
        <ul className="integrated-missions">
          {missions.map((m) => (
            <li key={m._id}>
              <h3>{m.title}</h3>
              <p>{m.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
