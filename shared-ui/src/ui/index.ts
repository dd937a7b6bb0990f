// The UI kit both public sites and the back office are built from. Its form fields live in ../fields, below both
// the kit and the lazy zod forms (../forms), which the kit reaches only through React.lazy.
import './styles/base.css';

export * from '../lib/cut-text';
export * from '../lib/hooks';
export * from '../lib/singletons';
export * from './auth/auth-modals';
export * from '../fields/form-field';
export * from './clients/client-cards';
export * from './clients/client-logo-strip';
export * from './clients/logo-strip';
export * from './contacts/contact-cards';
export * from './contacts/contact-details';
export * from './contacts/contact-message-form-lazy';
export * from '../fields/consent-checkbox';
export * from './forms/home-enquiry-form-lazy';
export * from './forms/lazy-form';
export * from '../fields/spam-guard';
export * from './contacts/floating-buttons';
export * from './contacts/top-contact-bar';
export * from './contacts/use-contacts';
export * from './confirm-dialog/confirm-dialog';
// Every app's error boundaries come from one maintained package, carried here so the apps share one copy.
export { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
export * from './footer/footer';
export * from './hero/banner-slides';
export * from './hero/hero';
export * from './image/image-with-fallback';
export * from './jobs/jobs-grid';
export * from './jobs/job-text';
export * from './jobs/relative-time';
export * from './modal/modal';
export * from './navbar/logo';
export * from './navbar/navbar';
export * from './page-state/page-state';
export * from './privacy/privacy-notice';
export * from './section-heading/section-heading';
export * from './section-heading/card-grid-section';
export * from './about/about-media';
export * from './services/services-grid';
export * from './slider/image-slider';
export * from './slider/use-slider';
export * from './stats/stat-counter';
export * from './stats/stats-strip';
export * from './testimonials/carousel-index';
export * from './testimonials/testimonials-carousel';
export * from './data-table';
