import { ServicesGrid, t } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';

/** /integrat/services (docs/behaviour.md §2.10): banner and the services grid (Read More to /booking/{id}). */
export function ServicesPage() {
  return (
    <>
      <IntegratedHero label={t('SERVICES')} />
      <ServicesGrid />
    </>
  );
}
