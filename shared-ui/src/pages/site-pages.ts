// The public pages of both sites: which remote draws each, the data it shows, its hero image and what search
// engines and link previews read about it. The shell's server uses this to send a page's data, hints and head
// with its HTML; the browser uses it to keep the head right while the visitor moves between pages.
import type { PublicDrive } from '@site/contracts';
import { COMPANY } from '@site/contracts/constants';
import { languagePath } from '@site/contracts/languages';
import { isJobOpen } from '@site/contracts/jobs';
import type { ResourceKey } from '@site/contracts/resources';
import { bannerImages, type Entity } from '../api/types';
import type { RuntimeConfig } from '../config/runtime-config';
import { currentLanguage, t } from '../i18n/i18n';
import { cutText } from '../lib/cut-text';
import { bannerSlides } from '../ui/hero/banner-slides';
import { jobTypeLabel } from '../ui/jobs/job-text';
import { driveEventJsonLd, drivesJsonLd } from './drive-event';
import { driveDayWords } from './drive-words';
import { jobPostingJsonLd, type Organization } from './job-posting';
import { REMOTE_PATHS } from './remote-paths';

const M = REMOTE_PATHS.main;
const I = REMOTE_PATHS.integrated;

export const SITE_NAME = COMPANY.name;
/** The site's description, in the page's language. */
export const siteDescription = () =>
  t('Security, housekeeping, pest control, CCTV, payroll and hiring services for offices, plants, hospitals and homes across India.');

/** What a page's data looks like once loaded: lists by resource, and the document of a detail page. */
export interface PageData {
  lists: Partial<{ [K in ResourceKey]: Entity<K>[] }>;
  item?: Record<string, unknown> | null;
  /** The upcoming walk-in drives of the drives page. */
  drives?: PublicDrive[];
}

export interface PageMeta {
  title: string;
  description: string;
  /** An image for link previews (a stored path or an absolute address). */
  image?: string;
  jsonLd?: object;
  /** Kept out of search results (a job that no longer takes applications: its page answers only for old links). */
  noindex?: boolean;
}

export interface SitePage {
  /** A react-router path pattern. */
  path: string;
  remote: keyof RuntimeConfig['remotes'] | null;
  /** The lists the page shows (the frame of every site page shows the contact details and the footer's services). */
  lists: ResourceKey[];
  /** A detail page: the document named by `:id`. */
  item?: ResourceKey;
  /** The first hero image: the page's largest paint. */
  hero?: (data: PageData) => string | undefined;
  meta: (data: PageData, organization: Organization) => PageMeta;
  /** Listed in the sitemap: fixed pages, or one entry per document of `item`. */
  sitemap?: boolean;
  /** A private page (the candidate's): never indexed, never in the sitemap. */
  noindex?: boolean;
  /** The candidate's page: its application, read by the `:id` token (a 404 page when the link opens nothing). */
  application?: boolean;
  /** docs/behaviour.md §26: the upcoming drives (`list`), or the drive named by `:id` (`one`: the page's `item`, a 404 page when there is none). */
  drives?: 'list' | 'one';
}

const privacyDescription = () => t('What personal data we collect through our forms, why, who sees it, how long we keep it and how to have it erased.');

/** What the frame around every page of both sites shows: the footer's services (and the site settings, page-data.ts). */
const FRAME: ResourceKey[] = ['services'];
const withFrame = (lists: ResourceKey[]) => [...new Set([...lists, ...FRAME])];

const titled = (name: string) => `${name} | ${SITE_NAME}`;
/** A page's words are looked up when its head is written (not when this table is read), in that page's language. */
type Words = () => string;
const fixed = (title: Words, description: Words) => () => ({ title: titled(title()), description: description() });
/** The image of the hero's first slide on `path` (the banner linking to the page comes first). */
const bannerHero = (key: 'banner' | 'integratedBanner', path: string) => (d: PageData) => bannerSlides(d.lists[key] ?? [], path)[0]?.image;
const describe = (text: unknown) =>
  cutText(
    String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    155,
  );

const main = (path: string, lists: ResourceKey[], title: Words, description: Words): SitePage => ({
  path,
  remote: 'main',
  lists: withFrame(['banner', ...lists]),
  hero: bannerHero('banner', path),
  meta: fixed(title, description),
  sitemap: true,
});
const integrated = (path: string, lists: ResourceKey[], title: Words, description: Words, sitemap = true): SitePage => ({
  path,
  remote: 'integrated',
  lists: withFrame(['integratedBanner', ...lists]),
  hero: bannerHero('integratedBanner', path),
  meta: fixed(title, description),
  sitemap,
});

const jobDetail = (path: string, sitemap: boolean): SitePage => ({
  path,
  remote: 'main',
  lists: withFrame(['jobs']),
  item: 'jobs',
  sitemap,
  meta: ({ item }, organization) => {
    const job = item as Entity<'jobs'> | null | undefined;
    if (!job) return { title: titled(t('Job Not Found')), description: siteDescription() };
    const open = isJobOpen(job);
    return {
      title: titled(t('{title} in {location}', { title: job.jobTitle, location: job.location })),
      description: describe(
        t('{title} ({type}, {location}): {description}', {
          title: job.jobTitle,
          type: jobTypeLabel(job.jobType),
          location: job.location,
          description: job.description,
        }),
      ),
      ...(open ? { jsonLd: jobPostingJsonLd(job, organization) } : { noindex: true }),
    };
  },
});

/** A service or client page: named and described by its document, whose image is also the hero. */
function detail<K extends 'services' | 'clients'>(
  path: string,
  remote: SitePage['remote'],
  item: K,
  notFound: Words,
  about: (doc: Entity<K>) => { name: string; text: string; image?: string },
): SitePage {
  const doc = (data: PageData) => data.item as Entity<K> | null | undefined;
  return {
    path,
    remote,
    lists: withFrame([]),
    item,
    hero: (data) => {
      const d = doc(data);
      return d ? about(d).image : undefined;
    },
    sitemap: true,
    meta: (data) => {
      const d = doc(data);
      if (!d) return { title: titled(notFound()), description: siteDescription() };
      const { name, text, image } = about(d);
      return { title: titled(name), description: describe(text), image };
    },
  };
}

/** A drive in a sentence: for the page's description and its Event. */
const driveSummary = (drive: PublicDrive) =>
  t('Walk-in interviews on {day} at {address} for {jobs}. Book a time slot with your mobile number.', {
    day: driveDayWords(drive.day, currentLanguage()),
    address: drive.address,
    jobs: drive.jobs.map((j) => j.title).join(', '),
  });
const driveUrl = (organization: Organization, id: string) =>
  `${organization.url.replace(/\/$/, '')}${languagePath(currentLanguage(), REMOTE_PATHS.main.drive.replace(':id', encodeURIComponent(id)))}`;

/** docs/behaviour.md §26: the upcoming walk-in drives, and one drive (its booking form is the browser's). */
const DRIVE_PAGES: SitePage[] = [
  {
    ...main(
      M.drives,
      [],
      () => t('Walk-in Interviews'),
      () =>
        t(
          'Upcoming walk-in interview days for security, housekeeping and facility jobs: the day, the place, the jobs and the seats left. Book a time slot with your mobile number.',
        ),
    ),
    drives: 'list',
    meta: ({ drives = [] }, organization) => ({
      title: titled(t('Walk-in Interviews')),
      description: t(
        'Upcoming walk-in interview days for security, housekeeping and facility jobs: the day, the place, the jobs and the seats left. Book a time slot with your mobile number.',
      ),
      jsonLd: drivesJsonLd(drives, organization, (d) => driveUrl(organization, d._id), driveSummary),
    }),
  },
  {
    path: M.drive,
    remote: 'main',
    lists: withFrame([]),
    drives: 'one',
    meta: ({ item }, organization) => {
      const drive = item as PublicDrive | null | undefined;
      if (!drive) return { title: titled(t('Drive Not Found')), description: siteDescription() };
      const description = describe(driveSummary(drive));
      return {
        title: titled(t('{title} on {day}', { title: drive.title, day: driveDayWords(drive.day, currentLanguage()) })),
        description,
        jsonLd: driveEventJsonLd(drive, organization, driveUrl(organization, drive._id), description),
      };
    },
  },
];

export const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    remote: null,
    lists: ['banner', 'help'],
    // The landing page's background: the banners' images in list order.
    hero: (d) => bannerImages(d.lists.banner ?? [])[0],
    meta: () => ({ title: SITE_NAME, description: siteDescription() }),
    sitemap: true,
  },
  main(M.home, ['services', 'testimonial', 'help'], () => t('Facility and HR Services'), siteDescription),
  main(
    M.services,
    ['services'],
    () => t('Our Services'),
    () => t('Security guards, housekeeping, pest control, CCTV, smart meters, tower works, payroll and hiring: see every service and book a visit.'),
  ),
  main(
    M.about,
    ['about', 'missions'],
    () => t('About Us'),
    () => t('Who we are: our experience, projects, clients, staff and awards, and the mission behind our facility and HR services.'),
  ),
  main(
    M.contact,
    [],
    () => t('Contact Us'),
    () => t('Call, write or visit us, or send a message: our team answers enquiries about every facility and HR service.'),
  ),
  main(
    M.jobs,
    ['jobs'],
    () => t('Jobs'),
    () => t('Open positions in security, housekeeping, pest control and facility management: see the roles and apply online.'),
  ),
  main(M.privacy, ['privacyNotice'], () => t('Privacy Notice'), privacyDescription),
  detail(
    M.booking,
    'main',
    'services',
    () => t('Service Not Found'),
    (service) => ({ name: service.title, text: service.description, image: service.image }),
  ),
  jobDetail(M.jobDetail, true),
  ...DRIVE_PAGES,
  // The old address of the same page: not listed, its canonical link names /jobdetail/.
  jobDetail(M.jobDetailOld, false),
  integrated(I.home, ['services', 'clients', 'testimonial'], () => t('Integrated Facility Management'), siteDescription),
  // The same page as /integrat/home under its old address.
  integrated(I.homeOld, ['services', 'clients', 'testimonial'], () => t('Integrated Facility Management'), siteDescription, false),
  integrated(
    I.about,
    ['about', 'integratedMission', 'aboutCards'],
    () => t('About Us'),
    () => t('Our integrated facility management team: experience, projects, clients and the mission behind our work.'),
  ),
  integrated(
    I.services,
    ['services'],
    () => t('Integrated Services'),
    () => t('Security, housekeeping, pest control, CCTV and technical services delivered as one integrated contract.'),
  ),
  integrated(
    I.clients,
    ['clients'],
    () => t('Our Clients'),
    () => t('The companies, campuses and hospitals that trust us with their facilities, and what we do for each.'),
  ),
  integrated(
    I.jobs,
    ['jobs'],
    () => t('Careers'),
    () => t('Build a career in facility management: see our open positions and apply online.'),
  ),
  integrated(
    I.contact,
    [],
    () => t('Contact Us'),
    () => t('Reach our integrated facility management team by phone, e-mail or the contact form.'),
  ),
  integrated(I.privacy, ['privacyNotice'], () => t('Privacy Notice'), privacyDescription),
  // Private pages open with a plain header of their own, no banners (docs/behaviour.md §17, §21).
  {
    path: M.application,
    remote: 'main',
    lists: withFrame([]),
    application: true,
    noindex: true,
    meta: ({ item }) => ({ title: titled(item === null ? t('Link No Longer Valid') : t('Your Application')), description: siteDescription() }),
  },
  // docs/behaviour.md §21: private pages (a link's token, a visitor's own applications), never indexed.
  ...(
    [
      [M.resetPassword, () => t('Set a New Password')],
      [M.verifyEmail, () => t('Confirm Your E-mail')],
      [M.myApplications, () => t('My Applications')],
    ] as const
  ).map(([path, title]): SitePage => ({
    path,
    remote: 'main',
    lists: withFrame([]),
    noindex: true,
    meta: () => ({ title: titled(title()), description: siteDescription() }),
  })),
  detail(
    I.client,
    'integrated',
    'clients',
    () => t('Client Not Found'),
    (client) => ({ name: `${client.name}, ${client.industry}`, text: client.description, image: client.image }),
  ),
];

/** The canonical path of a page: one address per document (the old /jobdetails/ and /website name their twins). */
export function canonicalPath(pathname: string) {
  if (/^\/jobdetails\//i.test(pathname)) return pathname.replace(/^\/jobdetails\//i, '/jobdetail/');
  if (/^\/website\/?$/i.test(pathname)) return '/integrat/home';
  return pathname;
}

/** The page a path shows, with its `:id` (react-router's case-insensitive matching), or null. */
export function matchSitePage(pathname: string): { page: SitePage; id?: string } | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const page of SITE_PAGES) {
    const pattern = new RegExp(`^${page.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '([^/]+)')}$`, 'i');
    const m = clean.match(pattern);
    if (m) return { page, id: m[1] && decodeURIComponent(m[1]) };
  }
  return null;
}
