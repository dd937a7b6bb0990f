import { ServicesGrid } from '@site/shared-ui';
import { IntegratedHero } from '../banner/integrated-hero';

/** /integrat/home and /website (spec §2.10). */
export function HomePage() {
  return (
    <>
      <IntegratedHero label="HOME" />
      <ServicesGrid />
    </>
  );
}
