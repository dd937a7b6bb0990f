// /client/{id} (docs/behaviour.md §2.9, §3): every field of one client — name, industry, year, description, the full
// description when there is one, services and achievements as lists, and the logo image — with a back button to
// /integrat/Clients. An unknown or malformed id shows 'Client not found'; a failed request offers a retry.
import { ErrorState, ImageWithFallback, Link, Loading, t, useItem, useParams } from '@site/shared-ui';
import { FiArrowLeft, FiAward, FiCheckCircle } from 'react-icons/fi';
import './client-detail.css';

function BackButton() {
  return (
    <Link className="ui-button ui-button--ghost integrated-client__back" to="/integrat/Clients">
      <FiArrowLeft aria-hidden /> {t('Back to Clients')}
    </Link>
  );
}

export function ClientDetailPage() {
  const { id } = useParams();
  const { data: client, isLoading, isFetching, missing, refetch } = useItem('clients', id);

  if (isLoading)
    return (
      // As tall as the screen, so the footer does not jump down when the client arrives.
      <div className="ui-container integrated-client integrated-client--state integrated-client--loading">
        <BackButton />
        <Loading text={t('Loading client...')} />
      </div>
    );

  if (!client && missing)
    return (
      <div className="ui-container integrated-client integrated-client--state">
        <BackButton />
        <div className="ui-state ui-state--page">
          <h1>{t('Client not found')}</h1>
          <p>{t('The client you are looking for does not exist or has been removed.')}</p>
        </div>
      </div>
    );

  if (!client)
    return (
      <div className="ui-container integrated-client integrated-client--state">
        <BackButton />
        <ErrorState
          title={t('The client could not be loaded')}
          message={t('Please check your connection and try again.')}
          onRetry={isFetching ? undefined : () => void refetch()}
        />
      </div>
    );

  const services = client.services ?? [];
  const achievements = client.achievements ?? [];
  return (
    <article className="integrated-client" aria-labelledby="client-name">
      <header className="integrated-client__header">
        <div className="ui-container integrated-client__header-inner">
          <div className="integrated-client__heading">
            <BackButton />
            <p className="ui-eyebrow integrated-client__eyebrow">{t('Client')}</p>
            <h1 id="client-name">{client.name}</h1>
            <dl className="integrated-client__facts">
              <div>
                <dt>{t('Industry')}</dt>
                <dd>{client.industry}</dd>
              </div>
              <div>
                <dt>{t('Client since')}</dt>
                <dd>{client.year}</dd>
              </div>
            </dl>
          </div>
          <div className="integrated-client__logo">
            <ImageWithFallback src={client.image} alt={t('{client} logo', { client: client.name })} width={400} height={240} loading="eager" />
          </div>
        </div>
      </header>
      <div className="ui-section">
        <div className="ui-container integrated-client__body">
          <section aria-labelledby="client-about" className="integrated-client__about">
            <h2 id="client-about">{t('About {client}', { client: client.name })}</h2>
            <p className="integrated-client__description">{client.description}</p>
            {client.fullDescription && <p className="integrated-client__full">{client.fullDescription}</p>}
          </section>
          <aside className="integrated-client__lists">
            <section aria-labelledby="client-services" className="integrated-client__panel">
              <h2 id="client-services">{t('Services')}</h2>
              {services.length ? (
                <ul>
                  {services.map((s) => (
                    <li key={s}>
                      <FiCheckCircle aria-hidden /> {s}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('No services listed.')}</p>
              )}
            </section>
            <section aria-labelledby="client-achievements" className="integrated-client__panel">
              <h2 id="client-achievements">{t('Achievements')}</h2>
              {achievements.length ? (
                <ul>
                  {achievements.map((a) => (
                    <li key={a}>
                      <FiAward aria-hidden /> {a}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('No achievements listed.')}</p>
              )}
            </section>
          </aside>
        </div>
      </div>
    </article>
  );
}
