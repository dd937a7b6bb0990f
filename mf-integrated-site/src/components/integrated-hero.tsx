// The integrated site's hero (docs/behaviour.md §2.10, §3): the admin's integrated banners, one image each, rotating behind
// the page's label. The texts are those of the banner that links to the current page (the careers banner on
// /integrat/Job), else the first banner's. Its call to action stays inside the integrated site.
import { type Entity, Hero, useList, useLocation } from '@site/shared-ui';

export const INTEGRATED_CTA = { label: 'BOOK A SCHEDULE', to: '/integrat/services' };

type Banner = Entity<'integratedBanner'>;

/** The banner whose link is this page (paths compared without regard to case), else the first. /website is
 * the same screen as /integrat/home, so it shows the same banner. */
export function bannerForPage(banners: Banner[], pathname: string): Banner | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase().replace(/^\/website$/, '/integrat/home');
  return banners.find((b) => (b.link ?? '').replace(/\/+$/, '').toLowerCase() === path) ?? banners[0];
}

export function IntegratedHero({ label }: { label: string }) {
  const { pathname } = useLocation();
  const { data: banners = [] } = useList('integratedBanner');
  const banner = bannerForPage(banners, pathname);
  const images = banners.map((b) => b.image).filter((i): i is string => Boolean(i));
  return <Hero label={label} title={banner?.title} heading={banner?.heading} text={banner?.paragraph} images={images} cta={INTEGRATED_CTA} />;
}
