// Keeps the document's head (title, description, canonical link, other languages' addresses, Open Graph, JSON-LD,
// robots) in step with the page on screen as the visitor moves around; the shell's server wrote the first one.
import {
  applyHead,
  assetUrl,
  currentLanguage,
  DEFAULT_LANGUAGE,
  getRuntimeConfig,
  matchSitePage,
  pageAddresses,
  SITE_NAME,
  siteDescription,
  t,
  useItem,
  useLocation,
} from '@site/shared-ui';
import { useEffect } from 'react';

export function RouteHead() {
  // The address without its language (the router's basename); the page's language is the page's for good.
  const { pathname } = useLocation();
  const language = currentLanguage();
  const match = matchSitePage(pathname);
  const itemKey = match?.page.item;
  const { data: item } = useItem(itemKey ?? 'jobs', itemKey ? match?.id : undefined);

  useEffect(() => {
    const origin = (getRuntimeConfig().siteUrl ?? window.location.origin).replace(/\/$/, '');
    const organization = { name: SITE_NAME, url: origin };
    // The back office is English only (under /hi and /mr it is a page not found).
    const admin = language === DEFAULT_LANGUAGE && /^\/admin(\/|$)/i.test(pathname);
    const meta = match
      ? match.page.meta({ lists: {}, item: item as Record<string, unknown> | null | undefined }, organization)
      : { title: `${admin ? 'Back office' : t('Page Not Found')} | ${SITE_NAME}`, description: siteDescription() };
    const noindex = !match || Boolean(match.page.noindex) || Boolean(meta.noindex);
    applyHead({ ...meta, ...pageAddresses(origin, language, pathname, !noindex), imageUrl: meta.image && assetUrl(meta.image), noindex });
    // `match` follows from the path.
  }, [pathname, item]);
  return null;
}
