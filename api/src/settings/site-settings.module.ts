import { Module } from '@nestjs/common';
import { LinkSourcesController, PublicSiteSettingsController, SiteSettingsController } from './site-settings.controller.js';
import { collectionProvider } from '../common/collections.js';
import { SITE_SETTINGS, SiteSettingsService } from './site-settings.service.js';

/** The site settings (docs/behaviour.md §23). */
@Module({
  controllers: [SiteSettingsController, LinkSourcesController, PublicSiteSettingsController],
  providers: [collectionProvider(SITE_SETTINGS), SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
