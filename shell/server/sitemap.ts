// robots.txt and sitemap.xml, built from the live content: every public page, and one address per service,
// job and client, with the date it last changed, in each language, each naming its other languages' addresses.
import { LANGUAGES } from '@site/contracts/languages';
import { languageAlternates, pageUrl, SITE_PAGES } from '@site/shared-ui/pages';
import { fetchList } from './page-data';
import type { ShellConfig } from './html-page';

export function robotsTxt({ siteUrl }: ShellConfig) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapXml({ siteUrl, apiUrl }: ShellConfig) {
  const listed = SITE_PAGES.filter((p) => p.sitemap);
  const entries = await Promise.all(
    listed.map(async (page) => {
      if (!page.item) return [{ loc: page.path }];
      const docs = ((await fetchList(apiUrl, page.item)) ?? []) as Array<{ _id: string; updatedAt?: string }>;
      return docs.map((d) => ({ loc: page.path.replace(':id', encodeURIComponent(d._id)), lastmod: d.updatedAt?.slice(0, 10) }));
    }),
  );
  const urls = entries.flat().flatMap(({ loc, lastmod }: { loc: string; lastmod?: string }) => {
    // Every language's address is listed, and each names all of them (English also as the default).
    const alternates = languageAlternates(siteUrl, loc)
      .map(({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
      .join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${xml(pageUrl(siteUrl, language, loc))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
