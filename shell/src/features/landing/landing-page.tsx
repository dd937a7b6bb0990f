// Landing page (docs/behaviour.md §2.2): banner images rotating every 2 s behind a headline whose word toggles between
// Main and Integrated, two ways into the site, and a help illustration on wide screens.
import { BackdropImage, bannerImages, ImageWithFallback, LanguageSwitcher, Link, Logo, t, useList, useRotatingIndex } from '@site/shared-ui';
import './landing-page.css';

/** The turning word's place in the headline: the languages put it in different places. */
const WORD = '\u{E000}';

export function LandingPage() {
  const { data: banners = [] } = useList('banner');
  const { data: help = [] } = useList('help');
  const images = bannerImages(banners);
  const current = useRotatingIndex(images.length, 2000);
  const words = [t('Main'), t('Integrated')];
  const word = useRotatingIndex(words.length, 2000);
  const [before = '', after = ''] = t('Welcome to {word} Services', { word: WORD }).split(WORD);
  const illustration = help[0]?.rightImage ?? help[0]?.image;

  return (
    <main className="landing">
      {images.map((src, i) => (
        <BackdropImage key={src} src={src} first={i === 0} className={`landing__background${i === current ? ' landing__background--current' : ''}`} />
      ))}
      <div className="landing__overlay" aria-hidden />
      <div className="landing__languages">
        <LanguageSwitcher inverted />
      </div>
      <div className="landing__content">
        <div className="landing__text">
          <Logo inverted />
          <h1>
            {before.trimEnd()} {/* Every word takes the same place, so the headline keeps its size (and nothing below it moves) as they turn. */}
            <span className="landing__word">
              {words.map((w, i) => (
                <span
                  key={w}
                  className={i === word ? 'landing__word--current' : undefined}
                  aria-hidden={i !== word}
                  aria-live={i === word ? 'polite' : undefined}
                >
                  {w}
                </span>
              ))}
            </span>{' '}
            {after.trimStart()}
          </h1>
          <p>{t('Security, housekeeping, pest control, CCTV, payroll and hiring: one partner for the facilities you run and the people who run them.')}</p>
          <div className="landing__actions">
            <Link className="ui-button ui-button--primary" to="/main/home">
              {t('Main Service')}
            </Link>
            <Link className="ui-button ui-button--light" to="/integrat/home">
              {t('Management Service')}
            </Link>
          </div>
        </div>
        {illustration && (
          <div className="landing__illustration">
            <ImageWithFallback src={illustration} alt="" width={520} height={520} />
          </div>
        )}
      </div>
    </main>
  );
}
