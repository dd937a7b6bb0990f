// The main site's hero: the admin's main banners (every image of every banner) behind the page's label.
import { Hero, useList } from '@site/shared-ui';

export function MainHero({ label }: { label: string }) {
  const { data: banners = [] } = useList('banner');
  const [first] = banners;
  const images = banners.flatMap((b) => (Array.isArray(b.images) ? b.images : b.images.split(',').map((s) => s.trim()))).filter(Boolean);
  return <Hero label={label} title={first?.title} heading={first?.heading} text={first?.paragraph} images={images} />;
}
