// The pages of each site variant, shared by the navigation bar, its mobile menu and the footer (docs/behaviour.md §2.5:
// the mobile menu has the same targets as the desktop bar).
import { REMOTE_PATHS, remotePrefixes } from './remote-paths';

export type SiteVariant = 'main' | 'integrated';

export const SITE_HOME: Record<SiteVariant, string> = { main: '/main/home', integrated: '/integrat/home' };

/** `also`: other paths (and what lies below them) that belong to the same page in the bar. */
export const SITE_LINKS: Record<SiteVariant, Array<{ label: string; to: string; also?: string[] }>> = {
  main: [
    { label: 'Home', to: '/main/home' },
    { label: 'About', to: '/main/about' },
    { label: 'Services', to: '/main/service', also: ['/booking'] },
    { label: 'Jobs', to: '/main/jobs', also: ['/jobdetail', '/jobdetails', REMOTE_PATHS.main.drives] },
    { label: 'Contact', to: '/main/contact' },
  ],
  integrated: [
    { label: 'Home', to: '/integrat/home', also: ['/website'] },
    { label: 'About', to: '/integrat/about' },
    { label: 'Services', to: '/integrat/services' },
    { label: 'Clients', to: '/integrat/clients', also: ['/client'] },
    { label: 'Jobs', to: '/integrat/Job' },
    { label: 'Contact', to: '/integrat/contact' },
  ],
};

/** Each variant's privacy notice (docs/behaviour.md §14.1), linked from its footer and its forms. */
export const PRIVACY_PAGE: Record<SiteVariant, string> = { main: REMOTE_PATHS.main.privacy, integrated: REMOTE_PATHS.integrated.privacy };

/** The variant a page belongs to: the integrated site's addresses, else the main site's. */
export function variantOf(pathname: string): SiteVariant {
  const path = pathname.toLowerCase();
  return remotePrefixes('integrated').some((p) => path === p || path.startsWith(`${p}/`)) ? 'integrated' : 'main';
}
