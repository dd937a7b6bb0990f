// The sidebar of spec §2.12: top-level links and sub-menus (one open at a time).
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  links: NavLinkItem[];
}

export const ADMIN_NAV: Array<NavLinkItem | NavGroup> = [
  { label: 'Dashboard', links: [{ label: 'Overview', to: '/admin' }, { label: 'Services', to: '/admin/dashboard/services' }, { label: 'Jobs', to: '/admin/dashboard/jobs' }] },
  { label: 'Banners', links: [{ label: 'Main Banners', to: '/admin/banner/main' }, { label: 'Integrated Banners', to: '/admin/banner/integrated' }] },
  { label: 'Services', links: [{ label: 'Main Services', to: '/admin/service/main' }, { label: 'Service Enquiries', to: '/admin/service/enquiry' }] },
  { label: 'About', links: [{ label: 'Main About', to: '/admin/about/main' }, { label: 'About Cards', to: '/admin/integrated/aboutCard' }, { label: 'Integrated About', to: '/admin/about/integrated' }] },
  { label: 'Testimonials', to: '/admin/testimonial/main' },
  { label: 'Home', links: [{ label: 'Help Cards', to: '/admin/main/help' }, { label: 'Home Enquiries', to: '/admin/main/inquiry' }] },
  { label: 'Mission & Vision', links: [{ label: 'Main Missions', to: '/admin/main/mission' }, { label: 'Integrated Missions', to: '/admin/integrated/mission' }] },
  { label: 'Careers', links: [{ label: 'Jobs', to: '/admin/jobs' }, { label: 'Candidates', to: '/admin/JobContact' }] },
  { label: 'Clients', to: '/admin/cli' },
  { label: 'Contacts', links: [{ label: 'Admin Contact', to: '/admin/adminContact' }, { label: 'User Contacts', to: '/admin/userContact' }] },
];

export const isGroup = (item: NavLinkItem | NavGroup): item is NavGroup => 'links' in item;
