// The UI kit both public sites and the back office are built from.
import './styles/base.css';

export * from '../lib/cut-text';
export * from '../lib/hooks';
export * from './auth/auth-modals';
export * from './auth/form-field';
export * from './contacts/contact-cards';
export * from './contacts/contact-details';
export * from './contacts/floating-buttons';
export * from './contacts/top-contact-bar';
export * from './contacts/use-contacts';
export * from './footer/footer';
export * from './hero/hero';
export * from './image/image-with-fallback';
export * from './jobs/jobs-grid';
export * from './jobs/relative-time';
export * from './modal/modal';
export * from './navbar/logo';
export * from './navbar/navbar';
export * from './navbar/site-links';
export * from './page-state/page-state';
export * from './section-heading/section-heading';
export * from './services/services-grid';
export * from './stats/stat-counter';
export * from './stats/stats-strip';
export * from './testimonials/carousel-index';
export * from './testimonials/testimonials-carousel';
