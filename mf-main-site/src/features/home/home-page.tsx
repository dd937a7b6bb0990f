import { HomeEnquiryForm, ImageWithFallback, SectionHeading, ServicesGrid, t, TestimonialsCarousel, useList } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';
import { ContactUsBlock } from './components/contact-us-block';
import { HelpSection } from './components/help-section';
import './home.css';

/** Main home (docs/behaviour.md §2.3): hero HOME, services, testimonials, help and contact-us blocks, the enquiry form. */
export function HomePage() {
  const testimonials = useList('testimonial');
  const help = useList('help');
  const helpItems = help.data ?? [];
  return (
    <>
      <MainHero label={t('HOME')} />
      <ServicesGrid />
      <TestimonialsCarousel testimonials={testimonials.data ?? []} loading={testimonials.isLoading} />
      <HelpSection items={helpItems} loading={help.isLoading} />
      <ContactUsBlock />
      <section className="ui-section main-enquiry" aria-labelledby="enquiry-title">
        <div className="ui-container main-enquiry__inner">
          <div className="main-enquiry__intro">
            <SectionHeading
              id="enquiry-title"
              eyebrow={t('Enquiry')}
              title={t('Get a Free Quote')}
              text={t('Tell us what you need and our team will call you back within one working day.')}
            />
            <ImageWithFallback className="main-enquiry__image" src={helpItems[0]?.rightImage} alt="" width={640} height={480} />
          </div>
          <HomeEnquiryForm label={t('Enquiry form')} submitLabel={t('Submit Enquiry')} />
        </div>
      </section>
    </>
  );
}
