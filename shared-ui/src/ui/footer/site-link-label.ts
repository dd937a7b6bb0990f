// The names of the sites' pages (SITE_LINKS labels) in the page's language, for the footer and the navigation.
import { t } from '../../i18n/i18n';

// One literal message per label, so the catalogue test finds each.
const LABELS: Record<string, () => string> = {
  Home: () => t('Home'),
  About: () => t('About'),
  Services: () => t('Services'),
  Jobs: () => t('Jobs'),
  Contact: () => t('Contact'),
  Clients: () => t('Clients'),
};

export const siteLinkLabel = (label: string) => (Object.hasOwn(LABELS, label) ? LABELS[label]!() : label);
