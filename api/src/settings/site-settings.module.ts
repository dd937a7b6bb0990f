import { Global, Module } from '@nestjs/common';
import { PublicSiteSettingsController, SiteSettingsController } from './site-settings.controller.js';
import { SiteSettingsService } from './site-settings.service.js';

/** The site settings (docs/behaviour.md §23); global, so the mail outbox reads the recipients without importing it. */
@Global()
@Module({
  controllers: [SiteSettingsController, PublicSiteSettingsController],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
