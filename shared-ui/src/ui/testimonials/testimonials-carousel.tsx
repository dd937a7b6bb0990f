// Testimonials carousel (docs/behaviour.md §2.3, §4): previous/next wrap at both ends, dots show (and pick) the current one.
import { useState } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import { stepIndex } from './carousel-index';
import './testimonials-carousel.css';

type Testimonial = Entity<'testimonial'>;

function Stars({ count }: { count: number }) {
  return (
    <p className="ui-testimonials__stars" role="img" aria-label={t('{count} out of 5 stars', { count })}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden className={i < count ? 'ui-testimonials__star--on' : undefined}>
          ★
        </span>
      ))}
    </p>
  );
}

export interface TestimonialsCarouselProps {
  testimonials: Testimonial[];
  /** While the list loads, the section keeps its place (no shift when it arrives); otherwise an empty list shows nothing. */
  loading?: boolean;
}

export function TestimonialsCarousel({ testimonials, loading = false }: TestimonialsCarouselProps) {
  const [index, setIndex] = useState(0);
  if (testimonials.length === 0) {
    if (!loading) return null;
    return (
      <section className="ui-section ui-testimonials" aria-labelledby="testimonials-title">
        <div className="ui-container">
          <p className="ui-eyebrow">{t('Testimonials')}</p>
          <h2 id="testimonials-title">{t('What our clients say')}</h2>
          <div className="ui-testimonials__stage ui-testimonials__stage--loading">
            <p className="ui-testimonials__card" role="status">
              {t('Loading testimonials...')}
            </p>
          </div>
        </div>
      </section>
    );
  }
  const current = testimonials[Math.min(index, testimonials.length - 1)]!;
  const go = (delta: number) => setIndex((i) => stepIndex(i, delta, testimonials.length));
  return (
    <section className="ui-section ui-testimonials" aria-roledescription="carousel" aria-labelledby="testimonials-title">
      <div className="ui-container">
        <p className="ui-eyebrow">{t('Testimonials')}</p>
        <h2 id="testimonials-title">{t('What our clients say')}</h2>
        <div className="ui-testimonials__stage">
          <button type="button" className="ui-testimonials__arrow ui-testimonials__arrow--prev" onClick={() => go(-1)} aria-label={t('Previous testimonial')}>
            <FiChevronLeft aria-hidden />
          </button>
          <figure
            className="ui-testimonials__card"
            aria-live="polite"
            aria-roledescription="slide"
            aria-label={t('{n} of {total}', { n: index + 1, total: testimonials.length })}
          >
            <ImageWithFallback className="ui-testimonials__photo" src={current.image} alt={current.name} width={96} height={96} />
            <Stars count={Number(current.star) || 0} />
            <blockquote>{current.feedback}</blockquote>
            <figcaption>
              <strong>{current.name}</strong>
              <span>{current.designation}</span>
            </figcaption>
          </figure>
          <button type="button" className="ui-testimonials__arrow ui-testimonials__arrow--next" onClick={() => go(1)} aria-label={t('Next testimonial')}>
            <FiChevronRight aria-hidden />
          </button>
        </div>
        <div className="ui-testimonials__dots" role="group" aria-label={t('Choose a testimonial')}>
          {testimonials.map((item, i) => (
            <button key={item._id} type="button" aria-label={t('Testimonial {n}', { n: i + 1 })} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      </div>
    </section>
  );
}
