import { ServicesGrid } from '@site/shared-ui';
import { IntegratedHero } from '../banner/integrated-hero';

/** /integrat/services: banner and the services grid. */
export function ServicesPage() {
  return (
    <>
      <IntegratedHero label="SERVICES" />
      <ServicesGrid />
    </>
  );
}
