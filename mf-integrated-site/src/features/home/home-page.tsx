import { ClientLogoStrip, ServicesGrid, t, TestimonialsCarousel, useList } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';
import { GetInTouch } from './components/get-in-touch';
import './home.css';

/**
 * /integrat/home and /website (docs/behaviour.md §2.10): banner, client logos, services, Get in Touch; the layout adds the
 * footer. The clients' testimonials (edited on the admin's Integrated Testimonial screen) stand beside their logos.
 */
export function HomePage() {
  const clients = useList('clients');
  const testimonials = useList('testimonial');
  return (
    <>
      <IntegratedHero label={t('HOME')} />
      <ClientLogoStrip clients={clients.data} loading={clients.isLoading} />
      <ServicesGrid />
      <TestimonialsCarousel testimonials={testimonials.data ?? []} loading={testimonials.isLoading} />
      <GetInTouch />
    </>
  );
}
