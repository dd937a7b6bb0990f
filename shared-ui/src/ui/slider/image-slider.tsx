// An image slider (docs/behaviour.md §4, §9: the integrated jobs hero alternates 2 images every 5 s): cross-fading slides with
// a pause button and one button per slide. Visitors who ask for reduced motion start paused. The box has a fixed
// aspect ratio, so nothing moves when the images arrive.
import { useId, useState } from 'react';
import { FiPause, FiPlay } from 'react-icons/fi';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import { prefersReducedMotion, useSlider } from './use-slider';
import './slider.css';

export interface SliderImage {
  src: string | null | undefined;
  alt: string;
}

export interface ImageSliderProps {
  images: SliderImage[];
  /** What the slider shows, for assistive technology. */
  label: string;
  intervalMs?: number;
  aspectRatio?: string;
}

export function ImageSlider({ images, label, intervalMs = 5000, aspectRatio = '4 / 3' }: ImageSliderProps) {
  const [paused, setPaused] = useState(prefersReducedMotion);
  const { index, goTo } = useSlider(images.length, intervalMs, paused);
  const id = useId();
  return (
    <div className="ui-slider" role="group" aria-roledescription="carousel" aria-label={label}>
      <div className="ui-slider__frame" style={{ aspectRatio }}>
        {images.length === 0 ? (
          <div className="ui-slider__empty" aria-hidden />
        ) : (
          images.map((img, i) => (
            <div
              key={`${img.src ?? 'none'}-${i}`}
              id={`${id}-slide-${i}`}
              className={`ui-slider__slide${i === index ? ' ui-slider__slide--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('{n} of {total}', { n: i + 1, total: images.length })}
              aria-hidden={i !== index}
            >
              <ImageWithFallback src={img.src} alt={img.alt} loading={i === 0 ? 'eager' : 'lazy'} />
            </div>
          ))
        )}
      </div>
      {images.length > 1 && (
        <div className="ui-slider__controls">
          <button type="button" className="ui-slider__pause" onClick={() => setPaused((p) => !p)} aria-label={paused ? t('Play slides') : t('Pause slides')}>
            {paused ? <FiPlay aria-hidden /> : <FiPause aria-hidden />}
          </button>
          {images.map((img, i) => (
            <button
              key={i}
              type="button"
              className={`ui-slider__dot${i === index ? ' ui-slider__dot--current' : ''}`}
              aria-label={t('Show slide {n}', { n: i + 1 })}
              aria-controls={`${id}-slide-${i}`}
              aria-current={i === index || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
