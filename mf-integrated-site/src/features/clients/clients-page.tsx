import { ImageWithFallback, SectionHeading, useList } from '@site/shared-ui';
import { Link } from 'react-router-dom';
import { IntegratedHero } from '../banner/integrated-hero';

/** /integrat/clients: banner and the client cards, each linking to /client/{id}. */
export function ClientsPage() {
  const { data: clients = [] } = useList('clients');
  return (
    <>
      <IntegratedHero label="CLIENTS" />
      <section className="ui-section ui-container">
        <SectionHeading eyebrow="Our clients" title="Organisations that trust us" />
        <ul className="integrated-clients">
          {clients.map((c) => (
            <li key={c._id}>
              <Link to={`/client/${c._id}`}>
                <ImageWithFallback src={c.image} alt={`${c.name} logo`} width={240} height={160} />
                <h3>{c.name}</h3>
                <p>
                  {c.industry} · since {c.year}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
