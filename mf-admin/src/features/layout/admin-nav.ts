// The sidebar of docs/behaviour.md §2.12: top-level links and sub-menus (one open at a time). Screens are named
// by key, so their paths live only in screens.ts; a screen not placed here is listed under More.
import { ACCOUNT_PATH, ADMIN_HOME, AUDIT_PATH, HISTORY_PATH, ADMINS_PATH, APPLICATIONS_PATH, INBOX_PATH, INTERVIEWS_PATH, PRIVACY_PATH, RETENTION_PATH, STATUS_TEMPLATES_PATH, SETTINGS_PATH } from '../../lib/paths';
import { SCREENS, screenPath, type ScreenKey } from '../resources/screens';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Shows how many submissions are New beside the label. */
  countsNew?: boolean;
}
export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

const placed = new Set<ScreenKey>();
const screen = (key: ScreenKey, label: string): NavLinkItem => {
  placed.add(key);
  return { label, to: screenPath(key) };
};

const NAV: Array<NavLinkItem | NavGroup> = [
  { label: 'Dashboard', links: [{ label: 'Overview', to: ADMIN_HOME }, { label: 'Services', to: '/admin/dashboard/services' }, { label: 'Jobs', to: '/admin/dashboard/jobs' }] },
  { label: 'Inbox', to: INBOX_PATH, countsNew: true },
  { label: 'Banners', links: [screen('banner', 'Main Banners'), screen('integratedBanner', 'Integrated Banners')] },
  { label: 'Services', links: [screen('services', 'Main Services'), screen('ServiceEnquiry', 'Service Enquiries')] },
  { label: 'About', links: [screen('about', 'Main About'), screen('aboutCards', 'About Cards'), { label: 'Integrated About', to: '/admin/about/integrated' }] },
  screen('testimonial', 'Testimonials'),
  { label: 'Home', links: [screen('help', 'Help Cards'), screen('homeEnquiry', 'Home Enquiries')] },
  { label: 'Mission & Vision', links: [screen('missions', 'Main Missions'), screen('integratedMission', 'Integrated Missions')] },
  { label: 'Careers', links: [screen('jobs', 'Jobs'), { label: 'Candidates', to: APPLICATIONS_PATH }, { label: 'Interviews', to: INTERVIEWS_PATH }, { label: 'Candidate E-mails', to: STATUS_TEMPLATES_PATH }] },
  screen('clients', 'Clients'),
  { label: 'Contacts', links: [screen('adminContact', 'Admin Contact'), screen('userContact', 'User Contacts')] },
  { label: 'Accounts', links: [{ label: 'Admins', to: ADMINS_PATH }, { label: 'My Account', to: ACCOUNT_PATH }, { label: 'Audit Log', to: AUDIT_PATH }, { label: 'Recently Deleted', to: HISTORY_PATH }] },
  { label: 'Privacy', links: [screen('privacyNotice', 'Privacy Notice'), { label: 'Find a Person', to: PRIVACY_PATH }, { label: 'Retention', to: RETENTION_PATH }] },
  { label: 'Site settings', to: SETTINGS_PATH },
];

const more = (Object.keys(SCREENS) as ScreenKey[]).filter((k) => !placed.has(k)).map((k) => ({ label: SCREENS[k].title, to: screenPath(k) }));

export const ADMIN_NAV: Array<NavLinkItem | NavGroup> = more.length ? [...NAV, { label: 'More', links: more }] : NAV;

export const isGroup = (item: NavLinkItem | NavGroup): item is NavGroup => 'links' in item;
