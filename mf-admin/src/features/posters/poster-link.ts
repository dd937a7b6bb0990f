// The address a job poster's QR code carries (docs/behaviour.md §16.2): the job's page in the poster's language on
// the public site, with the source that says where the poster hangs, so each application it brings is counted there.
import { type Language, languagePath } from '@site/contracts/languages';
import { SOURCE_PATTERN } from '@site/contracts/resources';

/**
 * `<siteUrl>/<lang>/jobdetail/<id>?src=<source>`, English without a language prefix as every English page of the
 * site. A source that is no link word is left out rather than printed on a poster the API would store nothing from.
 */
export function posterLink(siteUrl: string, language: Language, jobId: string, source?: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const path = languagePath(language, `/jobdetail/${encodeURIComponent(jobId)}`);
  return `${site}${path}${source && SOURCE_PATTERN.test(source) ? `?src=${source}` : ''}`;
}

/** The link as printed under the code, for a phone without a camera app: without the scheme, which nobody types. */
export const printedLink = (link: string) => link.replace(/^https?:\/\//, '');
