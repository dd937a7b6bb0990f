// Business constants of the product (docs/behaviour.md §4, §5, §9), shared by the API and the frontends.

/** The company's name as pages and e-mails write it. */
export const COMPANY = { name: 'Sentinel Integrated Facility Services', shortName: 'Sentinel IFS' } as const;

/** A link to one of the company's social profiles, as the footer shows it. */
export interface SocialLink {
  label: string;
  url: string;
}

/** What both sites show of the site settings (docs/behaviour.md §23); the notification recipients are not in it. */
export interface PublicSiteSettings {
  companyName: string;
  phone: string;
  email: string;
  address: string;
  /** The number of the floating chat button. */
  whatsapp: string;
  socialLinks: SocialLink[];
  footerText: string;
}

/** The site settings until the back office changes them: the values the site was built with. */
export const SITE_SETTINGS_DEFAULTS: PublicSiteSettings = {
  companyName: COMPANY.name,
  phone: '+91 98765 43210',
  email: 'info@sentinelifs.in',
  address: 'Office 402, Sentinel House, Baner Road, Pune, Maharashtra 411045',
  whatsapp: '+91 98765 43210',
  socialLinks: [],
  footerText:
    'Security, housekeeping, pest control, CCTV, smart meters, tower works, payroll and hiring from one accountable partner, with trained people on every shift since 2010.',
};

/**
 * The site settings' routes: the whole settings (admin), what the sites show (anyone), and the job links' sources
 * (whoever works on jobs: the inbox's filter and the posters).
 */
export const SETTINGS_ROUTES = { settings: 'admin/settings', public: 'admin/settings/public', sources: 'admin/settings/sources' } as const;

/**
 * `GET /content/version`: one word that changes whenever anything the public site shows may have changed (content,
 * translations, settings, drives). The shell keys its cache of drawn pages with it.
 */
export const CONTENT_VERSION_PATH = '/content/version';

export const SERVICE_CHOICES = [
  'Smart Meter Installation',
  'Tower Works',
  'CCTV Installation',
  'Housekeeping Services',
  'Security Services',
  'Pest Control Services',
  'Payroll Management',
  'Hiring Services',
  'Eco-Friendly Cleaning',
] as const;

export const CONTACT_TYPES = ['Our Location', 'Phone Number', 'Email Address'] as const;
export const JOB_TYPES = ['Full-time', 'Part-time'] as const;
export const EXPERIENCE_CHOICES = ['0-1 years', '1-3 years', '3-5 years', '5+ years'] as const;
/** A job takes applications while Open; Closed and Filled ones keep their page for old links. */
export const JOB_STATUSES = ['Open', 'Closed', 'Filled'] as const;

export const APPLICATION_STATUSES = ['New', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired', 'Withdrawn'] as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export interface DayHours {
  openingTime: string;
  closingTime: string;
}
export type BusinessHours = Record<Weekday, DayHours>;

const weekday: DayHours = { openingTime: '09:00', closingTime: '17:00' };
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { openingTime: '10:00', closingTime: '15:00' },
  sunday: { openingTime: 'Closed', closingTime: 'Closed' },
};

export const LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  bannerImages: 2,
  aboutProfiles: 5,
  serviceDescriptionCut: 100,
  similarJobs: 3,
  missionsOnAbout: 8,
  textMax: 10_000,
} as const;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MESSAGES = {
  type: 'Please upload a PDF or Word document',
  size: 'File size exceeds 5MB limit',
  required: 'Resume file is required',
} as const;

/**
 * Spam defence of the public forms (docs/behaviour.md §7.7). Forms send `website` (a hidden field a person
 * leaves empty) and `fillMs` (how long the form was open before it was sent). Both are optional, so clients
 * that never send them keep working; when sent, a filled trap or a form sent faster than a person types is a
 * bot, which gets a success-looking answer while nothing is stored.
 */
export const SPAM_GUARD = {
  honeypotField: 'website',
  fillTimeField: 'fillMs',
  /** Default minimum time a person needs to fill a form (the API's SUBMISSION_MIN_FILL_MS). */
  minFillMs: 3000,
  /** The same submission sent again within this time is stored once. */
  duplicateWindowMs: 10 * 60_000,
} as const;

/** Multipart bodies are refused while they stream in when they pass these bounds (docs/behaviour.md §7.7). */
export const MULTIPART_LIMITS = {
  /** Bytes of one text field of a visitor's form. */
  fieldBytes: 16 * 1024,
  /** Bytes of one text field of a back-office form (long texts and FAQs as JSON; admins only). */
  adminFieldBytes: 256 * 1024,
  /** Text fields in one body. */
  fields: 30,
} as const;

/** The firm works in India: "today" is the date in India, whatever the server's or the browser's time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** India keeps UTC+5:30 all year (no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * Today in India as YYYY-MM-DD (what a date input's `min` and value hold). By its fixed offset, not Intl: a job page
 * asks while it draws, and a page's first Intl object costs a slow phone 100 ms and more (docs/performance.md).
 */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
