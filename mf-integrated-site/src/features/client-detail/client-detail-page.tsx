import { Loading, useItem } from '@site/shared-ui';
import { Link, useParams } from 'react-router-dom';

/** /client/{id} (spec §2.9). */
export function ClientDetailPage() {
  const { id } = useParams();
  const { data: client, isLoading } = useItem('clients', id);
  if (isLoading) return <Loading text="Loading client..." />;
  return (
    <article className="ui-container ui-section">
      <Link to="/integrat/Clients">← Back to clients</Link>
      {client ? (
        <>
          <h1>{client.name}</h1>
          <p>{client.description}</p>
        </>
      ) : (
        <h1>Client not found</h1>
      )}
    </article>
  );
}
