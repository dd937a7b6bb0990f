// The site settings (docs/behaviour.md §23): the company's name and contact details, the chat number, social
// links, the footer's text and who is told of each kind of submission. One schema for the back office's form and
// the API.
import { z } from 'zod';
import { SITE_SETTINGS_DEFAULTS } from './constants.js';
import { perSubmissionType, SUBMISSION_KEYS } from './inbox.js';
import { SOURCE_PATTERN, type SubmissionKey } from './resources.js';
import { storedTranslations, translatableShape, translationsEditOf } from './translation-input.js';
import { SETTINGS_TRANSLATABLE_FIELDS } from './translations.js';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** A phone number as people write it: digits with spaces, brackets, dashes and a leading +; 7 to 15 digits. */
const phoneNumber = (label: string) =>
  text(label, 1, 30)
    .regex(/^\+?[\d\s()-]+$/, `${label} may hold only digits, spaces, brackets, dashes and a leading +`)
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, `${label} must have 7 to 15 digits`);

/** One address or several, comma-separated; empty: the default recipient. */
const recipients = z
  .string({ error: 'Recipients must be text' })
  .trim()
  .max(500, 'Recipients must be at most 500 characters')
  .refine((v) => v === '' || v.split(',').every((a) => z.email().safeParse(a.trim()).success), 'Recipients must be e-mail addresses separated by commas');

export const SOCIAL_LINKS_MAX = 8;

export const socialLink = z.object({
  label: text("A social link's name", 1, 40),
  url: z
    .string({ error: "A social link's address is required" })
    .trim()
    .max(300, "A social link's address must be at most 300 characters")
    .pipe(z.url({ protocol: /^https?$/, error: "A social link's address must be a full http(s) address" })),
});

export const SOURCES_MAX = 100;
const SOURCE_KEY_MESSAGE = "A source's key must be lower-case letters and digits, words joined by hyphens (poster-pune-station)";

/**
 * A place or channel a job link names (`?src=poster-pune-station`, docs/behaviour.md §16.2), or a staff member's
 * referral code (`ref-<code>`): an application is stored with its source only when the source is on this list.
 */
export const linkSource = z.object({
  key: z.string({ error: SOURCE_KEY_MESSAGE }).trim().max(60, "A source's key must be at most 60 characters").regex(SOURCE_PATTERN, SOURCE_KEY_MESSAGE),
  label: text("A source's name", 1, 80),
});
export type LinkSource = z.output<typeof linkSource>;

/** The firm's sources, each key once. */
export const linkSources = z
  .array(linkSource, { error: 'Sources must be a list' })
  .max(SOURCES_MAX, `At most ${SOURCES_MAX} sources`)
  .refine((list) => new Set(list.map((s) => s.key)).size === list.length, "Each source's key must be different");

/** The sources the site starts with, until an owner saves their own. */
export const DEFAULT_LINK_SOURCES: LinkSource[] = [
  { key: 'poster-pune-station', label: 'Poster at Pune station' },
  { key: 'apna', label: 'apna' },
  { key: 'walk-in', label: 'Walk-in' },
  { key: 'newspaper', label: 'Newspaper' },
];

/** `GET /admin/settings/sources`: the sources, for the inbox's filter and the job posters. */
export const linkSourcesAnswer = z.object({ sources: z.array(linkSource) });

export const publicSiteSettings = z.object({
  companyName: text('Company name', 2, 120),
  phone: phoneNumber('Phone number'),
  email: z
    .string({ error: 'E-mail address is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'E-mail address is required', abort: true })
    .max(200, 'E-mail address must be at most 200 characters')
    .pipe(z.email({ error: 'Please enter a valid e-mail address' })),
  address: text('Address', 5, 300),
  whatsapp: phoneNumber('WhatsApp number'),
  socialLinks: z.array(socialLink, { error: 'Social links must be a list' }).max(SOCIAL_LINKS_MAX, `At most ${SOCIAL_LINKS_MAX} social links`),
  footerText: text('Footer text', 10, 500),
});

/**
 * PUT settings: every field; the recipients per submission type ('' sends to the first admin's address); the job
 * links' sources (left out: they stay as they are, so an older client keeps them).
 */
export const siteSettingsInput = publicSiteSettings.extend({ notifyTo: perSubmissionType(recipients), sources: linkSources.optional() });
export type SiteSettings = z.output<typeof siteSettingsInput>;
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

/** The Hindi and Marathi footer (docs/i18n.md): `SETTINGS_TRANSLATABLE_FIELDS`, each checked as its English. */
export const settingsTranslationsInput = () => translationsEditOf(translatableShape(publicSiteSettings.shape, SETTINGS_TRANSLATABLE_FIELDS));
/** PUT settings: every field, and the translations to change (none sent: they stay as they are). */
export const siteSettingsSave = siteSettingsInput.extend({ translations: settingsTranslationsInput().optional() });

export const SITE_SETTINGS_INITIAL: SiteSettings = {
  ...SITE_SETTINGS_DEFAULTS,
  sources: DEFAULT_LINK_SOURCES,
  notifyTo: Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, ''])) as Record<SubmissionKey, string>,
};

/** Where a type's notifications go now, and why: an environment variable wins, then the settings, then the first admin. */
export const recipientAnswer = z.object({ to: z.string(), from: z.enum(['environment', 'settings', 'default']) });

/** GET and PUT settings answer the stored settings and where each type's notifications go now. */
export const siteSettingsAnswer = z.object({
  settings: siteSettingsInput.extend({ translations: storedTranslations.optional() }),
  recipients: perSubmissionType(recipientAnswer),
  updatedAt: z.string().nullable(),
});
export type SiteSettingsAnswer = z.output<typeof siteSettingsAnswer>;
export const siteSettingsSaved = siteSettingsAnswer.extend({ message: z.string() });
