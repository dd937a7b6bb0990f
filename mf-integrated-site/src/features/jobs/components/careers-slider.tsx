// The integrated jobs page's hero image slider (docs/behaviour.md §2.10, §4, §9): 2 images alternating every 5 s, taken from
// the integrated banners (the careers banner, the one linking to /integrat/Job, first) beside that banner's text.
import { type Entity, ImageSlider, Link, t } from '@site/shared-ui';

export const JOBS_SLIDER = { images: 2, intervalMs: 5000 } as const;

type Banner = Entity<'integratedBanner'>;

/** The banners whose images the slider shows: the careers banner first, then the others, at most 2 with an image. */
export function sliderBanners(banners: Banner[]): Banner[] {
  const isCareers = (b: Banner) => /\/integrat\/job/i.test(b.link ?? '');
  return [...banners.filter(isCareers), ...banners.filter((b) => !isCareers(b))].filter((b) => b.image).slice(0, JOBS_SLIDER.images);
}

export function CareersSlider({ banners }: { banners: Banner[] }) {
  const shown = sliderBanners(banners);
  const lead = shown[0];
  return (
    <section className="ui-section integrated-careers" aria-labelledby="careers-title">
      <div className="ui-container integrated-careers__inner">
        <div className="integrated-careers__text">
          <p className="ui-eyebrow">{t('Life at Sentinel')}</p>
          <h2 id="careers-title">{lead?.heading || t('Build a career that keeps places running')}</h2>
          <p>{lead?.paragraph || t('Training, fair pay and growth for guards, technicians, supervisors and managers.')}</p>
          <ul className="integrated-careers__points">
            <li>{t('Paid training before your first shift')}</li>
            <li>{t('Wages on time with PF, ESI and insurance')}</li>
            <li>{t('Clear steps from guard to site manager')}</li>
          </ul>
          <Link className="ui-button ui-button--primary" to="/integrat/contact">
            {t('Talk to our HR team')}
          </Link>
        </div>
        <ImageSlider
          label={t('Life at Sentinel')}
          intervalMs={JOBS_SLIDER.intervalMs}
          aspectRatio="16 / 10"
          images={shown.map((b) => ({ src: b.image, alt: b.title }))}
        />
      </div>
    </section>
  );
}
