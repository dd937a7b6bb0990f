import { ErrorState, ImageWithFallback, lazyForm, Link, Loading, Modal, t, useItem, useParams } from '@site/shared-ui';
import { useState } from 'react';
import { FiCalendar } from 'react-icons/fi';
import { BusinessHoursPanel } from './components/business-hours';
import { FaqAccordion } from './components/faq-accordion';
import './booking.css';

// The form and its zod checks load when the visitor opens it.
const BookingForm = lazyForm(async () => ({ default: (await import('./components/booking-form')).BookingForm }));

/** /booking/{id} (docs/behaviour.md §2.7): the service, its business hours and FAQs, and Inquiry Now. */
export function ServiceDetailPage() {
  const { id } = useParams();
  const { data: service, isLoading, missing, refetch } = useItem('services', id);
  const [booking, setBooking] = useState(false);

  if (isLoading) return <Loading text={t('Loading service details...')} />;
  if (!service && !missing) return <ErrorState message={t('The service could not be loaded. Please check your connection.')} onRetry={() => void refetch()} />;
  if (!service)
    return (
      <div className="ui-state ui-state--page">
        <h1>{t('Service Not Found')}</h1>
        <p>{t('The service you are looking for does not exist or is no longer offered.')}</p>
        <Link className="ui-button ui-button--primary" to="/main/service">
          {t('See all services')}
        </Link>
      </div>
    );

  return (
    <article className="ui-section main-service">
      <div className="ui-container main-service__layout">
        <div className="main-service__main">
          <p className="ui-eyebrow">{service.service || t('Our services')}</p>
          <h1>{service.title}</h1>
          <ImageWithFallback className="main-service__image" src={service.image} alt={service.title} width={960} height={720} loading="eager" />
          <p className="main-service__description">{service.description}</p>
        </div>
        <div className="main-service__faq">
          <FaqAccordion faqs={service.faqs ?? []} />
        </div>
        <aside className="main-service__side" aria-label={t('Booking')}>
          <BusinessHoursPanel hours={service.businessHours} />
          <div className="main-service__cta">
            <h2 className="main-panel__title">{t('Book this service')}</h2>
            <p>{t('Tell us where and when, and our team will confirm your visit.')}</p>
            <button type="button" className="ui-button ui-button--primary" onClick={() => setBooking(true)}>
              <FiCalendar aria-hidden /> {t('Inquiry Now')}
            </button>
          </div>
        </aside>
      </div>
      <Modal open={booking} onClose={() => setBooking(false)} title={t('Book a Service')}>
        <BookingForm service={service.title} serviceId={service._id} onDone={() => setBooking(false)} />
      </Modal>
    </article>
  );
}
