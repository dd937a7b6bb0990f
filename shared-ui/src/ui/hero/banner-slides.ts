// The hero's slides from the admin's banners (docs/behaviour.md §2.3, §2.10): one slide per banner image, each with
// its own banner's texts and link, so a picture never shows under another banner's title.
import { bannerImages } from '../../api/types';

export interface HeroSlide {
  image: string;
  title?: string;
  heading?: string;
  text?: string;
  /** Where the banner leads, as the admin typed it. */
  link?: string;
}

/** A main banner (a list of images) or an integrated banner (one image). */
export interface BannerLike {
  title?: string;
  heading?: string;
  paragraph?: string;
  link?: string;
  images?: string[] | string;
  image?: string;
}

const pagePath = (path: string) => path.replace(/\/+$/, '').toLowerCase().replace(/^\/website$/, '/integrat/home');

/**
 * Every banner's images as slides, starting with the banner that links to this page (paths compared without regard
 * to case; /website is /integrat/home), so e.g. the careers banner opens the jobs page. Otherwise in list order.
 */
export function bannerSlides(banners: readonly BannerLike[], pathname: string): HeroSlide[] {
  const start = Math.max(0, banners.findIndex((b) => pagePath(b.link ?? '') === pagePath(pathname)));
  const ordered = [...banners.slice(start), ...banners.slice(0, start)];
  return ordered.flatMap((b) =>
    [...bannerImages([b]), ...(b.image?.trim() ? [b.image.trim()] : [])].map((image) => ({ image, title: b.title, heading: b.heading, text: b.paragraph, link: b.link?.trim() || undefined })),
  );
}
