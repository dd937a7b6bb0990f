import { Inject, Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import {
  applyTranslationsEdit,
  type Language,
  type LinkSource,
  localized,
  type PublicSiteSettings,
  SETTINGS_TRANSLATABLE_FIELDS,
  SITE_SETTINGS_INITIAL,
  type SiteSettings,
  type SiteSettingsAnswer,
  SUBMISSION_KEYS,
  type SubmissionKey,
  type Translations,
  type TranslationsEdit,
} from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import { ContentCache } from '../common/cache/content-cache.js';
import { InjectCollection } from '../common/collections.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { untilContentChanges } from '../common/cache/until-content-changes.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { DEFAULT_SETTINGS_TRANSLATIONS } from './default-translations.js';

/** The content cache's key for the public settings: a save drops the cached answer on every instance. */
export const SETTINGS_CACHE_KEY = 'siteSettings';

interface StoredSettings extends Partial<SiteSettings> {
  _id: 'site';
  updatedAt: Date;
  /** The footer's Hindi and Marathi values (docs/i18n.md). */
  translations?: Translations;
}

/** The settings as read: over their defaults, with their translations. */
interface Current {
  settings: SiteSettings;
  translations?: Translations;
  updatedAt: Date | null;
}

/**
 * The site settings (docs/behaviour.md §23): one document, `_id: 'site'`, read by its id. A field never saved reads
 * as its default, the value the site was built with.
 */
/** The settings' collection (the settings room's own). */
export const SITE_SETTINGS = 'sitesettings';

@Injectable()
export class SiteSettingsService {
  /**
   * The stored settings over the defaults. Every submission reads its recipients here, so they are read again only
   * when the settings changed.
   */
  private readonly current: () => Promise<Current>;

  constructor(
    @InjectCollection(SITE_SETTINGS) private readonly col: Collection<StoredSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ContentCache,
    private readonly events: DomainEventBus,
  ) {
    this.current = untilContentChanges(cache, SETTINGS_CACHE_KEY, () => this.read());
  }

  private async read(): Promise<Current> {
    const stored = await this.col.findOne({ _id: 'site' });
    if (!stored) return { settings: SITE_SETTINGS_INITIAL, translations: DEFAULT_SETTINGS_TRANSLATIONS, updatedAt: null };
    const { _id, updatedAt, translations, ...fields } = stored;
    return {
      settings: { ...SITE_SETTINGS_INITIAL, ...fields, notifyTo: { ...SITE_SETTINGS_INITIAL.notifyTo, ...fields.notifyTo } },
      translations,
      updatedAt,
    };
  }

  /** What both sites show, in `language` (its footer falling back Marathi → Hindi → English): never the recipients. */
  async publicSettings(language: Language = 'en'): Promise<PublicSiteSettings> {
    const { settings, translations } = await this.current();
    const { companyName, phone, email, address, whatsapp, socialLinks, footerText } = localized(
      { ...settings, translations },
      SETTINGS_TRANSLATABLE_FIELDS,
      language,
    );
    return { companyName, phone, email, address, whatsapp, socialLinks, footerText };
  }

  /** The stored settings with their translations (the back office shows each one's state), and the recipients. */
  async answer(): Promise<SiteSettingsAnswer> {
    const { settings, translations, updatedAt } = await this.current();
    const recipients = Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, this.recipientOf(key, settings)])) as SiteSettingsAnswer['recipients'];
    return { settings: { ...settings, ...(translations && { translations }) }, recipients, updatedAt: updatedAt?.toISOString() ?? null };
  }

  /**
   * Saves every field; `edit`: the translations to change, each translated from the English saved now (none: they
   * stay as they were, and a changed English marks them "source changed"). The one way to change the settings: once
   * stored, `siteSettings.saved` tells who saved them.
   */
  async save(input: SiteSettings, edit: TranslationsEdit | undefined, actor: TokenPayload): Promise<SiteSettingsAnswer> {
    // The stored translations stay unless this save changes them, and so do the sources when none are sent.
    // Settings never saved carry the default texts' translations.
    const saved = await this.col.findOne({ _id: 'site' }, { projection: { translations: 1, sources: 1 } });
    const stored = saved ? saved.translations : DEFAULT_SETTINGS_TRANSLATIONS;
    const translations = edit ? applyTranslationsEdit(stored, input, edit, SETTINGS_TRANSLATABLE_FIELDS) : stored;
    const sources = input.sources ?? saved?.sources ?? SITE_SETTINGS_INITIAL.sources;
    await this.cache.changing(SETTINGS_CACHE_KEY);
    await this.col.replaceOne({ _id: 'site' }, { ...input, sources, updatedAt: new Date(), ...(translations && { translations }) }, { upsert: true });
    await this.cache.changed(SETTINGS_CACHE_KEY);
    await this.events.publish('siteSettings.saved', { actor });
    return this.answer();
  }

  /** The job links' sources the firm keeps (docs/behaviour.md §16.2): the inbox's filter and the posters offer them. */
  async sources(): Promise<LinkSource[]> {
    return (await this.current()).settings.sources ?? [];
  }

  /**
   * The source to store with an application sent from a job link's `?src=`: the same key when the firm keeps it
   * (a place, a channel or a staff member's `ref-` code), else undefined, so a stranger's link cannot fill the
   * office's filters with made-up sources. Read from the settings as cached, not from the database per call.
   */
  async knownSource(src: unknown): Promise<string | undefined> {
    if (typeof src !== 'string' || !src) return undefined;
    return (await this.sources()).some((s) => s.key === src) ? src : undefined;
  }

  /** Who is told of a new submission of this type: NOTIFY_TO_<TYPE> or NOTIFY_TO when set, else the settings, else the first admin. */
  async recipient(key: SubmissionKey): Promise<string> {
    return this.recipientOf(key, (await this.current()).settings).to;
  }

  private recipientOf(key: SubmissionKey, settings: SiteSettings): SiteSettingsAnswer['recipients'][SubmissionKey] {
    const fromEnv = this.config.mail.notifyEnv[key];
    if (fromEnv) return { to: fromEnv, from: 'environment' };
    const saved = settings.notifyTo[key];
    if (saved) return { to: saved, from: 'settings' };
    return { to: this.config.admin.email, from: 'default' };
  }
}
