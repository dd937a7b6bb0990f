// Every content and submission resource of the API (spec §7). AdminLogin and UserLogin live in auth/.
import { clientsResource } from './clients/clients.resource.js';
import { bannerResource } from './banner/banner.resource.js';
import { integratedBannerResource } from './integrated-banner/integrated-banner.resource.js';
import { servicesResource } from './services/services.resource.js';
import { serviceEnquiryResource } from './service-enquiry/service-enquiry.resource.js';
import { jobsResource } from './jobs/jobs.resource.js';
import { applyJobsResource } from './apply-jobs/apply-jobs.resource.js';
import { aboutResource } from './about/about.resource.js';
import { missionsResource } from './missions/missions.resource.js';
import { integratedMissionResource } from './integrated-mission/integrated-mission.resource.js';
import { testimonialResource } from './testimonial/testimonial.resource.js';
import { helpResource } from './help/help.resource.js';
import { homeEnquiryResource } from './home-enquiry/home-enquiry.resource.js';
import { userContactResource } from './user-contact/user-contact.resource.js';
import { adminContactResource } from './admin-contact/admin-contact.resource.js';
import { aboutCardsResource } from './about-cards/about-cards.resource.js';

export const RESOURCES = [
  clientsResource,
  bannerResource,
  integratedBannerResource,
  servicesResource,
  serviceEnquiryResource,
  jobsResource,
  applyJobsResource,
  aboutResource,
  missionsResource,
  integratedMissionResource,
  testimonialResource,
  helpResource,
  homeEnquiryResource,
  userContactResource,
  adminContactResource,
  aboutCardsResource,
];
