import { ServicesGrid, t } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';

/** /main/service (docs/behaviour.md §2.4): hero labelled SERVICES and the services grid. */
export function ServicesPage() {
  return (
    <>
      <MainHero label={t('SERVICES')} />
      <ServicesGrid />
    </>
  );
}
