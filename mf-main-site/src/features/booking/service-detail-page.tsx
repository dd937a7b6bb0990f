import { ImageWithFallback, Loading, useItem } from '@site/shared-ui';
import { useParams } from 'react-router-dom';

/** /booking/{id} (spec §2.7). */
export function ServiceDetailPage() {
  const { id } = useParams();
  const { data: service, isLoading } = useItem('services', id);
  if (isLoading) return <Loading text="Loading service details..." />;
  if (!service) return <h1 className="ui-container ui-section">Service Not Found</h1>;
  return (
    <article className="ui-container ui-section">
      <h1>{service.title}</h1>
      <ImageWithFallback src={service.image} alt={service.title} width={960} height={540} />
      <p>{service.description}</p>
    </article>
  );
}
