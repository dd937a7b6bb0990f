import { ClientCards, t, useList } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';

/** /integrat/clients and /integrat/Clients (docs/behaviour.md §2.10): banner and the client cards, each linking to /client/{id}. */
export function ClientsPage() {
  const { data, isLoading } = useList('clients');
  return (
    <>
      <IntegratedHero label={t('CLIENTS')} />
      <ClientCards
        clients={data}
        loading={isLoading}
        title={t('Organisations That Trust Us')}
        text={t('Manufacturers, hospitals, IT campuses, housing societies and utilities run their sites with us. Choose a client to see what we do for them.')}
      />
    </>
  );
}
