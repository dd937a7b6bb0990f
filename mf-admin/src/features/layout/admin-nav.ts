// The sidebar's shape (docs/behaviour.md §2.12): top-level links and sub-menus, each link for the roles that may use
// its screen. What it lists is composed in app/admin-nav.ts, from every feature's screens.
import { type AdminAccess, type AdminArea, mayUse } from '@site/contracts/roles';
import { ACCOUNT_PATH, APPLICATIONS_PATH } from '../../lib/paths';

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
export type AdminNav = Array<NavLinkItem | NavGroup>;

export const isGroup = (item: NavLinkItem | NavGroup): item is NavGroup => 'links' in item;

/** The navigation of one admin: the screens their role may use, groups left empty dropped. */
export function navFor(nav: AdminNav, access: AdminAccess | undefined): AdminNav {
  if (!access) return [];
  return nav.flatMap((item): AdminNav => {
    if (!isGroup(item)) return mayUse(access, item.area) ? [item] : [];
    const links = item.links.filter((l) => mayUse(access, l.area));
    return links.length ? [{ ...item, links }] : [];
  });
}

/** Where a role lands: null for the dashboard (an owner's), else its first screen besides My Account. */
export function homeOf(nav: AdminNav, access: AdminAccess): string | null {
  if (mayUse(access, 'owner')) return null;
  if (mayUse(access, 'hiring')) return APPLICATIONS_PATH;
  const links = navFor(nav, access).flatMap((i) => (isGroup(i) ? i.links : [i]));
  return (links.find((l) => l.area !== 'self') ?? links[0])?.to ?? ACCOUNT_PATH;
}
