// The hero's slides from the admin's banners (docs/behaviour.md §2.3, §2.10): one slide per banner image, each with
// its own banner's texts and link, so a picture never shows under another banner's title.
import { bannerImages } from '../../api/types';
import { SITE_LINKS } from '../../pages/site-links';
import { t } from '../../i18n/i18n';
import { siteLinkLabel } from '../footer/site-link-label';

export interface HeroSlide {
  image: string;
  title?: string;
  heading?: string;
  text?: string;
  /** Where the banner leads, as the admin typed it. */
  link?: string;
  /** What the link says, naming where it leads (`bannerLinkText`). */
  linkText?: string;
}

/** A main banner (a list of images) or an integrated banner (one image). */
export interface BannerLike {
  title?: string;
  heading?: string;
  paragraph?: string;
  link?: string;
  linkText?: string;
  images?: string[] | string;
  image?: string;
}

/** Words for a link to a page of the navigation, by its label; "See our {label}" for the others. */
const PAGE_LINK_TEXT: Record<string, () => string> = {
  Home: () => t('Visit our home page'),
  About: () => t('Read about us'),
  Jobs: () => t('See open jobs'),
  Contact: () => t('Contact us'),
};

/** The words of a link to a page of the navigation, in the page's language. */
const pageLinkText = (label: string) =>
  Object.hasOwn(PAGE_LINK_TEXT, label) ? PAGE_LINK_TEXT[label]!() : t('See our {page}', { page: siteLinkLabel(label).toLowerCase() });

/** The words of a link to a banner's own title, or to "this" when it has none. */
const moreAbout = (title: string | undefined) => (title?.trim() ? t('More about {title}', { title: title.trim() }) : t('More about this'));

/**
 * A banner's link text (a link must say where it leads, not "Learn more"): the admin's words, else the page it leads
 * to, a web address by its site, else the banner's title; banners stored before the text existed read well too.
 */
export function bannerLinkText({ link = '', linkText, title }: Pick<BannerLike, 'link' | 'linkText' | 'title'>): string {
  const page = Object.values(SITE_LINKS)
    .flat()
    .find((l) => pagePath(l.to) === pagePath(link));
  const site = /^https?:\/\//i.test(link) && URL.canParse(link) && new URL(link).hostname.replace(/^www\./, '');
  return linkText?.trim() || (page ? pageLinkText(page.label) : site ? t('Visit {site}', { site }) : moreAbout(title));
}

const pagePath = (path: string) =>
  path
    .replace(/\/+$/, '')
    .toLowerCase()
    .replace(/^\/website$/, '/integrat/home');

/**
 * Every banner's images as slides, starting with the banner that links to this page (paths compared without regard
 * to case; /website is /integrat/home), so e.g. the careers banner opens the jobs page. Otherwise in list order.
 */
export function bannerSlides(banners: readonly BannerLike[], pathname: string): HeroSlide[] {
  const start = Math.max(
    0,
    banners.findIndex((b) => pagePath(b.link ?? '') === pagePath(pathname)),
  );
  const ordered = [...banners.slice(start), ...banners.slice(0, start)];
  return ordered.flatMap((b) =>
    [...bannerImages([b]), ...(b.image?.trim() ? [b.image.trim()] : [])].map((image) => ({
      image,
      title: b.title,
      heading: b.heading,
      text: b.paragraph,
      link: b.link?.trim() || undefined,
      linkText: bannerLinkText(b),
    })),
  );
}
