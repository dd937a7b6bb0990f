// Page hero: images rotating every 3 s behind the page's label and the
// banner's text, with BOOK A SCHEDULE to /main/service. Fixed height, so nothing moves when data arrives.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { assetUrl } from '../../config/runtime-config';
import { useRotatingIndex } from '../../lib/hooks';
import { responsiveSrcSet } from '../image/responsive';
import './hero.css';

export interface HeroProps {
  /** The page's label (HOME, SERVICES, ABOUT, JOBS...). */
  label: string;
  title?: string;
  heading?: string;
  text?: string;
  /** Stored image paths (or absolute addresses), shown in turn. */
  images: string[];
  intervalMs?: number;
  /** The call to action; `null` hides it. */
  cta?: { label: string; to: string } | null;
}

export const BOOK_A_SCHEDULE = { label: 'BOOK A SCHEDULE', to: '/main/service' };

export function Hero({ label, title, heading, text, images, intervalMs = 3000, cta = BOOK_A_SCHEDULE }: HeroProps) {
  const labelId = useId();
  const shown = images.filter((src) => Boolean(assetUrl(src)));
  const current = useRotatingIndex(shown.length, intervalMs);
  return (
    <section className="ui-hero" aria-labelledby={labelId}>
      {shown.map((src, i) => (
        <BackdropImage key={`${src}-${i}`} src={src} first={i === 0} className={`ui-hero__image${i === current ? ' ui-hero__image--current' : ''}`} />
      ))}
      <div className="ui-hero__overlay" aria-hidden />
      <div className="ui-container ui-hero__content">
        <p id={labelId} className="ui-hero__label">
          {label}
        </p>
        {title && <h1 className="ui-hero__title">{title}</h1>}
        {heading && <p className="ui-hero__heading">{heading}</p>}
        {text && <p className="ui-hero__text">{text}</p>}
        {cta && (
          <Link className="ui-button ui-button--accent ui-hero__cta" to={cta.to}>
            {cta.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * A full-width decorative photo behind a heading. The first one is the page's largest paint: fetched first and
 * at once (the server preloads it too); the others wait until a slider needs them.
 */
export function BackdropImage({ src, first, className }: { src: string; first: boolean; className: string }) {
  return (
    <img
      className={className}
      src={assetUrl(src)}
      srcSet={responsiveSrcSet(src)}
      sizes="100vw"
      alt=""
      aria-hidden
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
