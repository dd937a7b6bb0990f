// The settings room's public surface.
export { SiteSettingsModule } from './site-settings.module.js';
export { SiteSettingsService } from './site-settings.service.js';
