// What the sidebar lists (docs/behaviour.md §2.12), composed from every feature's screens. Resource screens are
// named by key, so their paths live only in their contract; a screen not placed here is listed under More.
import { RESOURCE_AREAS } from '@site/contracts';
import type { AdminNav, NavLinkItem } from '../features/layout/admin-nav';
import { SCREENS, type ScreenKey } from '../features/resources/screens';
import {
  ACCOUNT_PATH,
  ADMIN_HOME,
  AUDIT_PATH,
  DRIVES_PATH,
  HISTORY_PATH,
  ADMINS_PATH,
  APPLICATIONS_PATH,
  INBOX_PATH,
  INTERVIEWS_PATH,
  PRIVACY_PATH,
  RELEASES_PATH,
  RETENTION_PATH,
  STATUS_TEMPLATES_PATH,
  SETTINGS_PATH,
  screenPath,
} from '../lib/paths';

const placed = new Set<ScreenKey>();
const screen = (key: ScreenKey, label: string): NavLinkItem => {
  placed.add(key);
  return { label, to: screenPath(key), area: RESOURCE_AREAS[key] };
};

const NAV: AdminNav = [
  {
    label: 'Dashboard',
    links: [
      { label: 'Overview', to: ADMIN_HOME, area: 'owner' },
      // The dashboard's shortcuts stay with the dashboard: other roles reach these screens from their own groups.
      { label: 'Services', to: '/admin/dashboard/services', area: 'owner' },
      { label: 'Jobs', to: '/admin/dashboard/jobs', area: 'owner' },
    ],
  },
  { label: 'Inbox', to: INBOX_PATH, countsNew: true, area: 'owner' },
  { label: 'Banners', links: [screen('banner', 'Main Banners'), screen('integratedBanner', 'Integrated Banners')] },
  { label: 'Services', links: [screen('services', 'Main Services'), screen('ServiceEnquiry', 'Service Enquiries')] },
  {
    label: 'About',
    links: [
      screen('about', 'Main About'),
      screen('aboutCards', 'About Cards'),
      { label: 'Integrated About', to: '/admin/about/integrated', area: RESOURCE_AREAS.about },
    ],
  },
  screen('testimonial', 'Testimonials'),
  { label: 'Home', links: [screen('help', 'Help Cards'), screen('homeEnquiry', 'Home Enquiries')] },
  { label: 'Mission & Vision', links: [screen('missions', 'Main Missions'), screen('integratedMission', 'Integrated Missions')] },
  {
    label: 'Careers',
    links: [
      screen('jobs', 'Jobs'),
      { label: 'Candidates', to: APPLICATIONS_PATH, area: 'hiring' },
      { label: 'Interviews', to: INTERVIEWS_PATH, area: 'hiring' },
      { label: 'Drives', to: DRIVES_PATH, area: 'hiring' },
      { label: 'Candidate E-mails', to: STATUS_TEMPLATES_PATH, area: 'hiring' },
    ],
  },
  screen('clients', 'Clients'),
  { label: 'Contacts', links: [screen('adminContact', 'Admin Contact'), screen('userContact', 'User Contacts')] },
  {
    label: 'Accounts',
    links: [
      { label: 'Admins', to: ADMINS_PATH, area: 'owner' },
      { label: 'My Account', to: ACCOUNT_PATH, area: 'self' },
      { label: 'Audit Log', to: AUDIT_PATH, area: 'owner' },
      { label: 'Recently Deleted', to: HISTORY_PATH, area: 'owner' },
    ],
  },
  {
    label: 'Privacy',
    links: [
      screen('privacyNotice', 'Privacy Notice'),
      { label: 'Find a Person', to: PRIVACY_PATH, area: 'owner' },
      { label: 'Retention', to: RETENTION_PATH, area: 'owner' },
    ],
  },
  { label: 'Site settings', to: SETTINGS_PATH, area: 'owner' },
  { label: 'Releases', to: RELEASES_PATH, area: 'releases' },
];

const more = (Object.keys(SCREENS) as ScreenKey[])
  .filter((k) => !placed.has(k))
  .map((k) => ({ label: SCREENS[k].title, to: screenPath(k), area: RESOURCE_AREAS[k] }));

export const ADMIN_NAV: AdminNav = more.length ? [...NAV, { label: 'More', links: more }] : NAV;
