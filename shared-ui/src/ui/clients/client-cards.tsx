// The integrated clients grid (docs/behaviour.md §2.10, §3): one card per client with its logo, name, industry and year,
// linking to /client/{id}. Placeholder cards hold the grid's space while the list loads.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import './clients.css';

export type ClientCardData = Pick<Entity<'clients'>, '_id' | 'name' | 'industry' | 'year' | 'image'>;

export function ClientCard({ client }: { client: ClientCardData }) {
  return (
    <li className="ui-client-card">
      <Link to={`/client/${client._id}`} className="ui-client-card__link">
        <span className="ui-client-card__logo">
          <ImageWithFallback src={client.image} alt="" width={400} height={240} />
        </span>
        <span className="ui-client-card__body">
          <h3 className="ui-client-card__name">{client.name}</h3>
          <span className="ui-client-card__meta">
            <span className="ui-client-card__industry">{client.industry}</span>
            <span className="ui-client-card__year">{t('Since {year}', { year: client.year })}</span>
          </span>
          <span className="ui-client-card__more" aria-hidden>
            {t('View details →')}
          </span>
        </span>
      </Link>
    </li>
  );
}

export interface ClientCardsProps {
  clients: ClientCardData[] | undefined;
  loading?: boolean;
  eyebrow?: string;
  title?: string;
  text?: string;
}

export function ClientCards({ clients, loading, eyebrow = t('Our clients'), title = t('Organisations That Trust Us'), text }: ClientCardsProps) {
  const titleId = useId();
  const list = clients ?? [];
  return (
    <section className="ui-section ui-clients" aria-labelledby={titleId}>
      <div className="ui-container">
        <p className="ui-eyebrow">{eyebrow}</p>
        <h2 id={titleId}>{title}</h2>
        {text && <p className="ui-clients__intro">{text}</p>}
        {list.length === 0 && loading ? (
          <>
            <p className="ui-visually-hidden" role="status">
              {t('Loading clients...')}
            </p>
            <ul className="ui-clients__grid" aria-hidden>
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="ui-client-card ui-client-card--placeholder" />
              ))}
            </ul>
          </>
        ) : list.length === 0 ? (
          <p>{t('No clients to show yet.')}</p>
        ) : (
          <ul className="ui-clients__grid">
            {list.map((c) => (
              <ClientCard key={c._id} client={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
