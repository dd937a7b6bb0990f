// Landing page (spec §2.2): banner images rotating every 2 s behind a headline whose word toggles between
// Main and Integrated, two ways into the site, and a help illustration on wide screens.
import { assetUrl, bannerImages, ImageWithFallback, Logo, useList, useRotatingIndex } from '@site/shared-ui';
import { Link } from 'react-router-dom';
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
        <div
          key={src}
          className={`landing__background${i === current ? ' landing__background--current' : ''}`}
          style={{ backgroundImage: `url("${assetUrl(src)}")` }}
          aria-hidden
        />
      ))}
      <div className="landing__overlay" aria-hidden />
      <div className="landing__content">
        <div className="landing__text">
          <Logo inverted />
          <h1>
            Welcome to <span className="landing__word" aria-live="polite">{WORDS[word]}</span> Services
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
