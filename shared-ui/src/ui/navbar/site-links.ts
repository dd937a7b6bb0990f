// The pages of each site variant, shared by the navigation bar, its mobile menu and the footer (spec §2.5:
// the mobile menu has the same targets as the desktop bar).
export type SiteVariant = 'main' | 'integrated';

export const SITE_HOME: Record<SiteVariant, string> = { main: '/main/home', integrated: '/integrat/home' };

export const SITE_LINKS: Record<SiteVariant, Array<{ label: string; to: string }>> = {
  main: [
    { label: 'Home', to: '/main/home' },
    { label: 'About', to: '/main/about' },
    { label: 'Services', to: '/main/service' },
    { label: 'Jobs', to: '/main/jobs' },
    { label: 'Contact', to: '/main/contact' },
  ],
  integrated: [
    { label: 'Home', to: '/integrat/home' },
    { label: 'About', to: '/integrat/about' },
    { label: 'Services', to: '/integrat/services' },
    { label: 'Clients', to: '/integrat/clients' },
    { label: 'Jobs', to: '/integrat/Job' },
    { label: 'Contact', to: '/integrat/contact' },
  ],
};
