// The integrated site's hero: the admin's integrated banners, one image each.
import { Hero, useList } from '@site/shared-ui';

export function IntegratedHero({ label }: { label: string }) {
  const { data: banners = [] } = useList('integratedBanner');
  const [first] = banners;
  const images = banners.map((b) => b.image).filter((i): i is string => Boolean(i));
  return <Hero label={label} title={first?.title} heading={first?.heading} text={first?.paragraph} images={images} />;
}
