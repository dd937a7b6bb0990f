// The services grid (docs/behaviour.md §2.10): 'We Provide Service For You', cards with the description cut at 100
// characters and Read More to /booking/{id}; 'Loading services...' while the list is empty; 1-4 columns.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useList } from '../../api/api';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { cutText } from '../../lib/cut-text';
import { ImageWithFallback } from '../image/image-with-fallback';
import './services-grid.css';

export type ServiceCardData = Pick<Entity<'services'>, '_id' | 'title' | 'description' | 'image'>;

export function ServicesGridView({ services }: { services: ServiceCardData[] }) {
  const titleId = useId();
  return (
    <section className="ui-section ui-services" aria-labelledby={titleId}>
      <div className="ui-container">
        <p className="ui-eyebrow">{t('Our services')}</p>
        <h2 id={titleId}>{t('We Provide Service For You')}</h2>
        {services.length === 0 ? (
          <p role="status">{t('Loading services...')}</p>
        ) : (
          <ul className="ui-services__grid">
            {services.map((s) => (
              <li key={s._id} className="ui-services__card">
                <ImageWithFallback src={s.image} alt="" width={800} height={600} />
                <div className="ui-services__body">
                  <h3>{s.title}</h3>
                  <p>{cutText(s.description)}</p>
                  <Link className="ui-services__more" to={`/booking/${s._id}`} aria-label={t('Read More: {service}', { service: s.title })}>
                    {t('Read More')}
                    <span className="ui-visually-hidden">: {s.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The grid with the given services, or the services list of the API when none are given. */
export function ServicesGrid({ services }: { services?: ServiceCardData[] }) {
  const { data = [] } = useList('services', { skip: services !== undefined });
  return <ServicesGridView services={services ?? data} />;
}
