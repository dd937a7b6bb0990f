import { ServicesGrid } from '@site/shared-ui';
import { MainHero } from '../banner/main-hero';

/** Main home (spec §2.3). */
export function HomePage() {
  return (
    <>
      <MainHero label="HOME" />
      <ServicesGrid />
    </>
  );
}
