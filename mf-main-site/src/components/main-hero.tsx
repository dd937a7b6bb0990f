// The main site's hero: the admin's main banners, each image with its own banner's texts, behind the page's label.
import { bannerSlides, Hero, useList, useLocation } from '@site/shared-ui';

export function MainHero({ label }: { label: string }) {
  const { pathname } = useLocation();
  const { data: banners = [] } = useList('banner');
  return <Hero label={label} slides={bannerSlides(banners, pathname)} />;
}
