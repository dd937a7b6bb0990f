// The sidebar of docs/behaviour.md §2.12: top-level links and sub-menus (one open at a time). Screens are named
// by key, so their paths live only in screens.ts; a screen not placed here is listed under More.
import { ACCOUNT_PATH, ADMIN_HOME, AUDIT_PATH, HISTORY_PATH, ADMINS_PATH, APPLICATIONS_PATH, INBOX_PATH, INTERVIEWS_PATH, PRIVACY_PATH, RETENTION_PATH, STATUS_TEMPLATES_PATH, SETTINGS_PATH } from '../../lib/paths';
import { type AdminAccess, type AdminArea, mayUse } from '@site/contracts/roles';
import { RESOURCE_AREAS } from '@site/contracts';
import { SCREENS, screenPath, type ScreenKey } from '../resources/screens';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Shows how many submissions are New beside the label. */
  countsNew?: boolean;
  /** Who may use the screen (docs/behaviour.md §22); the navigation hides it from other roles. */
  area: AdminArea;
}
export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

const placed = new Set<ScreenKey>();
const screen = (key: ScreenKey, label: string): NavLinkItem => {
  placed.add(key);
  return { label, to: screenPath(key), area: RESOURCE_AREAS[key] };
};

const NAV: Array<NavLinkItem | NavGroup> = [
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
  { label: 'About', links: [screen('about', 'Main About'), screen('aboutCards', 'About Cards'), { label: 'Integrated About', to: '/admin/about/integrated', area: RESOURCE_AREAS.about }] },
  screen('testimonial', 'Testimonials'),
  { label: 'Home', links: [screen('help', 'Help Cards'), screen('homeEnquiry', 'Home Enquiries')] },
  { label: 'Mission & Vision', links: [screen('missions', 'Main Missions'), screen('integratedMission', 'Integrated Missions')] },
  { label: 'Careers', links: [screen('jobs', 'Jobs'), { label: 'Candidates', to: APPLICATIONS_PATH, area: 'hiring' }, { label: 'Interviews', to: INTERVIEWS_PATH, area: 'hiring' }, { label: 'Candidate E-mails', to: STATUS_TEMPLATES_PATH, area: 'hiring' }] },
  screen('clients', 'Clients'),
  { label: 'Contacts', links: [screen('adminContact', 'Admin Contact'), screen('userContact', 'User Contacts')] },
  { label: 'Accounts', links: [{ label: 'Admins', to: ADMINS_PATH, area: 'owner' }, { label: 'My Account', to: ACCOUNT_PATH, area: 'self' }, { label: 'Audit Log', to: AUDIT_PATH, area: 'owner' }, { label: 'Recently Deleted', to: HISTORY_PATH, area: 'owner' }] },
  { label: 'Privacy', links: [screen('privacyNotice', 'Privacy Notice'), { label: 'Find a Person', to: PRIVACY_PATH, area: 'owner' }, { label: 'Retention', to: RETENTION_PATH, area: 'owner' }] },
  { label: 'Site settings', to: SETTINGS_PATH, area: 'owner' },
];

const more = (Object.keys(SCREENS) as ScreenKey[]).filter((k) => !placed.has(k)).map((k) => ({ label: SCREENS[k].title, to: screenPath(k), area: RESOURCE_AREAS[k] }));

export const ADMIN_NAV: Array<NavLinkItem | NavGroup> = more.length ? [...NAV, { label: 'More', links: more }] : NAV;

export const isGroup = (item: NavLinkItem | NavGroup): item is NavGroup => 'links' in item;

/** The navigation of one admin: the screens their role may use, groups left empty dropped. */
export function navFor(access: AdminAccess | undefined): Array<NavLinkItem | NavGroup> {
  if (!access) return [];
  return ADMIN_NAV.flatMap((item): Array<NavLinkItem | NavGroup> => {
    if (!isGroup(item)) return mayUse(access, item.area) ? [item] : [];
    const links = item.links.filter((l) => mayUse(access, l.area));
    return links.length ? [{ ...item, links }] : [];
  });
}

/** Where a role lands: null for the dashboard (an owner's), else its first screen besides My Account. */
export function homeOf(access: AdminAccess): string | null {
  if (mayUse(access, 'owner')) return null;
  if (mayUse(access, 'hiring')) return APPLICATIONS_PATH;
  const links = navFor(access).flatMap((i) => (isGroup(i) ? i.links : [i]));
  return (links.find((l) => l.area !== 'self') ?? links[0])?.to ?? ACCOUNT_PATH;
}
