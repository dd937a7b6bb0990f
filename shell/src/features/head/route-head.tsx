// Keeps the document's head (title, description, canonical link, Open Graph, JSON-LD, robots) in step with the
// page on screen as the visitor moves around; the shell's server wrote the first one into the HTML.
import { applyHead, assetUrl, canonicalPath, getRuntimeConfig, matchSitePage, SITE_DESCRIPTION, SITE_NAME, useItem, useLocation } from '@site/shared-ui';
import { useEffect } from 'react';

export function RouteHead() {
  const { pathname } = useLocation();
  const match = matchSitePage(pathname);
  const itemKey = match?.page.item;
  const { data: item } = useItem(itemKey ?? 'jobs', itemKey ? match?.id : undefined);

  useEffect(() => {
    const origin = (getRuntimeConfig().siteUrl ?? window.location.origin).replace(/\/$/, '');
    const organization = { name: SITE_NAME, url: origin };
    const admin = /^\/admin(\/|$)/i.test(pathname);
    const meta = match
      ? match.page.meta({ lists: {}, item: item as Record<string, unknown> | null | undefined }, organization)
      : { title: `${admin ? 'Back office' : 'Page Not Found'} | ${SITE_NAME}`, description: SITE_DESCRIPTION };
    applyHead({ ...meta, url: `${origin}${canonicalPath(pathname)}`, imageUrl: meta.image && assetUrl(meta.image), noindex: !match || Boolean(meta.noindex) });
    // `match` follows from the path.
  }, [pathname, item]);
  return null;
}
