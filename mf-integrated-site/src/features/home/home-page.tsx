import { ClientLogoStrip, ServicesGrid, useList } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';
import { GetInTouch } from './components/get-in-touch';
import './home.css';

/** /integrat/home and /website (spec §2.10): banner, client logos, services, Get in Touch; the layout adds the footer. */
export function HomePage() {
  const clients = useList('clients');
  return (
    <>
      <IntegratedHero label="HOME" />
      <ClientLogoStrip clients={clients.data} loading={clients.isLoading} />
      <ServicesGrid />
      <GetInTouch />
    </>
  );
}
