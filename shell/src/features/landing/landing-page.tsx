// Landing page (docs/behaviour.md §2.2): banner images rotating every 2 s behind a headline whose word toggles between
// Main and Integrated, two ways into the site, and a help illustration on wide screens.
import { BackdropImage, bannerImages, ImageWithFallback, Link, Logo, useList, useRotatingIndex } from '@site/shared-ui';
import './landing-page.css';

const WORDS = ['Main', 'Integrated'];

export function LandingPage() {
  const { data: banners = [] } = useList('banner');
  const { data: help = [] } = useList('help');
  const images = bannerImages(banners);
  const current = useRotatingIndex(images.length, 2000);
  const word = useRotatingIndex(WORDS.length, 2000);
  const illustration = help[0]?.rightImage ?? help[0]?.image;

  return (
    <main className="landing">
      {images.map((src, i) => (
        <BackdropImage key={src} src={src} first={i === 0} className={`landing__background${i === current ? ' landing__background--current' : ''}`} />
      ))}
      <div className="landing__overlay" aria-hidden />
      <div className="landing__content">
        <div className="landing__text">
          <Logo inverted />
          <h1>
            Welcome to{' '}
            {/* Every word takes the same place, so the headline keeps its size (and nothing below it moves) as they turn. */}
            <span className="landing__word">
              {WORDS.map((w, i) => (
                <span key={w} className={i === word ? 'landing__word--current' : undefined} aria-hidden={i !== word} aria-live={i === word ? 'polite' : undefined}>
                  {w}
                </span>
              ))}
            </span>{' '}
            Services
          </h1>
          <p>
            Security, housekeeping, pest control, CCTV, payroll and hiring: one partner for the facilities you run and
            the people who run them.
          </p>
          <div className="landing__actions">
            <Link className="ui-button ui-button--primary" to="/main/home">
              Main Service
            </Link>
            <Link className="ui-button ui-button--light" to="/integrat/home">
              Management Service
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
