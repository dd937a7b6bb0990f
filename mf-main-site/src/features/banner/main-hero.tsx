// The main site's hero: the admin's main banners (every image of every banner) behind the page's label.
import { bannerImages, Hero, useList } from '@site/shared-ui';

export function MainHero({ label }: { label: string }) {
  const { data: banners = [] } = useList('banner');
  const [first] = banners;
  const images = bannerImages(banners);
  return <Hero label={label} title={first?.title} heading={first?.heading} text={first?.paragraph} images={images} />;
}
