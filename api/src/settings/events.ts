// The settings room's fact: an admin saved the site settings (published by the settings' save once stored); the audit log listens.
import type { TokenPayload } from '../common/auth/requests.js';

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    'siteSettings.saved': { actor: TokenPayload };
  }
}
