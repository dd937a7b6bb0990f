// Page hero: the banners' slides rotating every 3 s behind the page's label, each picture with its own banner's
// title, heading, text and link, and BOOK A SCHEDULE to /main/service. It holds still while pointed at or focused, so
// a link does not change under the visitor. Fixed height, so nothing moves when data arrives.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { assetUrl, savesData } from '../../config/runtime-config';
import { t } from '../../i18n/i18n';
import { responsiveSrcSet } from '../image/responsive';
import { useSlider } from '../slider/use-slider';
import type { HeroSlide } from './banner-slides';
import './hero.css';

export interface HeroProps {
  /** The page's label (HOME, SERVICES, ABOUT, JOBS...). */
  label: string;
  /** Shown in turn: stored image paths (or absolute addresses) with their banner's texts. */
  slides: HeroSlide[];
  intervalMs?: number;
  /** The call to action; `null` hides it. */
  cta?: { label: string; to: string } | null;
}

/** The hero's call to action: BOOK A SCHEDULE, to a site's services (the main site's unless told). */
export const bookASchedule = (to = '/main/service') => ({ label: t('BOOK A SCHEDULE'), to });

export function Hero({ label, slides, intervalMs = 3000, cta = bookASchedule() }: HeroProps) {
  const labelId = useId();
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const shown = slides.filter((s) => Boolean(assetUrl(s.image)));
  const { index: current } = useSlider(shown.length, intervalMs, held.pointer || held.focus);
  const slide = shown[current];
  return (
    <section
      className="ui-hero"
      aria-labelledby={labelId}
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {shown.map((s, i) => (
        <BackdropImage key={`${s.image}-${i}`} src={s.image} first={i === 0} className={`ui-hero__image${i === current ? ' ui-hero__image--current' : ''}`} />
      ))}
      <div className="ui-hero__overlay" aria-hidden />
      <div className="ui-container ui-hero__content">
        <p id={labelId} className="ui-hero__label">
          {label}
        </p>
        {slide?.title && <h1 className="ui-hero__title">{slide.title}</h1>}
        {slide?.heading && <p className="ui-hero__heading">{slide.heading}</p>}
        {slide?.text && <p className="ui-hero__text">{slide.text}</p>}
        <div className="ui-hero__actions">
          {cta && (
            <Link className="ui-button ui-button--accent ui-hero__cta" to={cta.to}>
              {cta.label}
            </Link>
          )}
          {slide?.link && <BannerLink to={slide.link} text={slide.linkText || slide.title || slide.link} />}
        </div>
      </div>
    </section>
  );
}

/**
 * The banner's own link, in words that say where it leads: a page of the site through the router, a web address as a
 * plain link, anything else not at all.
 */
function BannerLink({ to, text }: { to: string; text: string }) {
  const props = { className: 'ui-button ui-button--ghost ui-hero__more', children: text };
  if (/^\/(?!\/)/.test(to)) return <Link to={to} {...props} />;
  return /^https?:\/\//i.test(to) ? <a href={to} {...props} /> : null;
}

/**
 * A full-width decorative photo behind a heading. The first one is the page's largest paint: fetched first and
 * at once (the server preloads it too); the others wait until a slider needs them.
 */
export function BackdropImage({ src, first, className }: { src: string; first: boolean; className: string }) {
  // Decoration: a visitor saving data gets the hero's colour and words without it.
  if (savesData()) return null;
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
