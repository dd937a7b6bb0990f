// The integrated site's hero (docs/behaviour.md §2.10, §3): the admin's integrated banners, one image each, with their
// own texts, behind the page's label; the banner linking to the current page comes first (the careers banner on
// /integrat/Job). Its call to action stays inside the integrated site.
import { bannerSlides, bookASchedule, Hero, useList, useLocation } from '@site/shared-ui';

export function IntegratedHero({ label }: { label: string }) {
  const { pathname } = useLocation();
  const { data: banners = [] } = useList('integratedBanner');
  return <Hero label={label} slides={bannerSlides(banners, pathname)} cta={bookASchedule('/integrat/services')} />;
}
