import { Module } from '@nestjs/common';
import { PublicSiteSettingsController, SiteSettingsController } from './site-settings.controller.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The site settings (docs/behaviour.md §23). */
@Module({
  controllers: [SiteSettingsController, PublicSiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
