import { Body, Controller, Get, Header, Put, Query, Req } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { linkSourcesAnswer, publicSiteSettings, SETTINGS_ROUTES, siteSettingsAnswer, siteSettingsSave, siteSettingsSaved } from '@site/contracts';
import { CONTENT_CACHE_CONTROL, ContentCache } from '../common/cache/content-cache.js';
import { Access, Area } from '../common/auth/access.decorator.js';
import { parseOrThrow } from '../common/http/parse.js';
import { contentLanguage, LANG_MESSAGE } from '../common/resource/content-language.js';
import { Accepts, Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { SETTINGS_CACHE_KEY, SiteSettingsService } from './site-settings.service.js';
import { AuditAs } from '../common/audit.decorators.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { CurrentAdmin } from '../common/auth/current-admin.decorator.js';

/**
 * The whole site settings, recipients included (docs/behaviour.md §23): the back office's settings screen. Admin only,
 * as every route by default; the one controller of these routes, so they can be given to one role.
 */
@ApiTags('settings')
@AuditAs('SiteSettings')
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get(SETTINGS_ROUTES.settings)
  @Summary(
    'Read the site settings',
    "With where each type of submission is announced now (an environment variable wins over the settings), and the footer's `translations`.",
  )
  @Answers(siteSettingsAnswer)
  read() {
    return this.settings.answer();
  }

  @Put(SETTINGS_ROUTES.settings)
  @Summary(
    'Save the site settings',
    'Every field; both sites show the new values at their next page load. `translations` sets the Hindi and Marathi footer text and address (an empty one removes it) and confirms those still right for the English; without it, they stay as they are.',
  )
  @Accepts(siteSettingsSave)
  @Answers(siteSettingsSaved)
  async save(@Body() body: unknown, @CurrentAdmin() me: TokenPayload) {
    const { translations, ...input } = parseOrThrow(siteSettingsSave, body);
    const saved = await this.settings.save(input, translations, me);
    return { message: 'Site settings saved', ...saved };
  }
}

/**
 * The job links' sources (docs/behaviour.md §16.2) for whoever works on jobs: a recruiter filters applications by
 * them and prints posters carrying one, while only an owner changes them (with the whole settings).
 */
@ApiTags('settings')
@AuditAs('LinkSources')
@Controller()
export class LinkSourcesController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get(SETTINGS_ROUTES.sources)
  @Area('hiring')
  @Summary('Read the job links’ sources', 'The places, channels and referral codes a job link may carry as `?src=`, each with its name.')
  @Answers(linkSourcesAnswer)
  async read() {
    return { sources: await this.settings.sources() };
  }
}

/** What both sites show of the settings, for anyone (never the recipients); cached like the site's content. */
@ApiTags('settings')
@AuditAs('PublicSiteSettings')
@Controller()
export class PublicSiteSettingsController {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly cache: ContentCache,
  ) {
    cache.register(SETTINGS_CACHE_KEY, `/${SETTINGS_ROUTES.public}`);
  }

  @Access('public')
  @Get(SETTINGS_ROUTES.public)
  @Header('Cache-Control', CONTENT_CACHE_CONTROL)
  @Summary(
    'Read what the sites show of the settings',
    "The company's name, contact details, chat number, social links and footer text, in the language of `lang`.",
  )
  @ApiQuery({
    name: 'lang',
    required: false,
    description: `hi (Hindi) or mr (Marathi): the footer text and address in that language, falling back Marathi → Hindi → English; en or none: English. Any other value: 400 "${LANG_MESSAGE}".`,
    schema: { type: 'string', enum: ['en', 'hi', 'mr'] },
  })
  @Answers(publicSiteSettings)
  async readPublic(@Query('lang') lang: unknown, @Req() req: Request) {
    const language = contentLanguage(lang);
    const generation = this.cache.generation(SETTINGS_CACHE_KEY);
    const body = await this.settings.publicSettings(language);
    if (this.cache.resourceOf(req) === SETTINGS_CACHE_KEY) void this.cache.store(SETTINGS_CACHE_KEY, this.cache.addressOf(req)!, body, generation);
    return body;
  }
}
