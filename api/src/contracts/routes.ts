// The public HTTP contract of spec §7: where each resource lives and the key its list is answered under.
// The API mounts its routes from this table and the frontends' API client calls them from it.

export interface ResourceRoutes {
  path: string;
  /** Key of the list in the response; null = the bare array. */
  listKey: string | null;
  list: string;
  add: string;
  edit: string;
  remove: string;
}

const routes = <K extends string>(path: string, listKey: string | null, list: string, add: string, edit: string, remove: string) =>
  ({ path, listKey, list, add, edit: `${edit}/:id`, remove: `${remove}/:id` }) as ResourceRoutes & { __key?: K };

export const RESOURCE_ROUTES = {
  clients: routes('admin/clients', null, 'get', 'add', 'update', 'delete'),
  banner: routes('admin/Banner', 'banner', 'getBanner', 'addBanner', 'editBanner', 'deleteBanner'),
  integratedBanner: routes('admin/integratedBanner', 'integratedBanner', 'getIntegratedBanner', 'addIntegratedBanner', 'editIntegratedBanner', 'deleteIntegratedBanner'),
  services: routes('admin/services', 'services', 'getServices', 'addServices', 'editServices', 'deleteServices'),
  ServiceEnquiry: routes('admin/ServiceEnquiry', 'ServiceEnquiry', 'getServiceEnquiry', 'addServiceEnquiry', 'editServiceEnquiry', 'deleteServiceEnquiry'),
  jobs: routes('admin/jobs', 'Jobs', 'getJobs', 'addJobs', 'editJobs', 'deleteJobs'),
  applyJobs: routes('admin/applyJobs', 'applyJobs', 'getApplyJobs', 'addApplyJobs', 'editApplyJobs', 'deleteApplyJobs'),
  about: routes('admin/about', 'About', 'getAbout', 'addAbout', 'editAbout', 'deleteAbout'),
  missions: routes('admin/missions', 'missions', 'getMissions', 'addMissions', 'editMissions', 'deleteMissions'),
  integratedMission: routes('admin/integratedMission', 'integratedMission', 'getIntegratedMission', 'addIntegratedMission', 'editIntegratedMission', 'deleteIntegratedMission'),
  testimonial: routes('admin/testimonial', 'testimonial', 'getTestimonial', 'addTestimonial', 'editTestimonial', 'deleteTestimonial'),
  help: routes('admin/help', 'Help', 'getHelp', 'addHelp', 'editHelp', 'deleteHelp'),
  homeEnquiry: routes('admin/homeEnquiry', 'homeEnquiry', 'getHomeEnquiry', 'addHomeEnquiry', 'editHomeEnquiry', 'deleteHomeEnquiry'),
  userContact: routes('admin/userContact', 'userContact', 'getUserContact', 'addUserContact', 'editUserContact', 'deleteUserContact'),
  adminContact: routes('admin/adminContact', 'adminContact', 'getAdminContact', 'addAdminContact', 'editAdminContact', 'deleteAdminContact'),
  aboutCards: routes('admin/aboutCards', 'aboutCards', 'getAboutCards', 'addAboutCards', 'editAboutCards', 'deleteAboutCards'),
} as const satisfies Record<string, ResourceRoutes>;

export type ResourceKey = keyof typeof RESOURCE_ROUTES;

export const AUTH_ROUTES = {
  adminLogin: 'admin/AdminLogin/addAdminLogin',
  adminList: 'admin/AdminLogin/getAdminLogin',
  userLogin: 'admin/UserLogin/UserLogin',
  userRegister: 'admin/UserLogin/UserRegister',
  userList: 'admin/UserLogin/getUserLogin',
} as const;

/** Texts the clients compare to decide success (spec §4, §5): kept exactly as written. */
export const AUTH_MESSAGES = {
  loginSuccess: 'User successfully logged in',
  registerSuccess: 'User successfully Register',
} as const;
