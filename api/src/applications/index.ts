// The applications room's public surface.
export { ApplicationsModule } from './applications.module.js';
export { ResumeLog } from './resumes/resume-log.js';
export { APPLICATIONS } from './application-resource.js';
export { RESUME_LOG } from './resumes/resume-log.js';
// For the drives room (docs/behaviour.md §26): a proved number's application to a job, its private links, its job's
// title in a language, and the one way a stage moves.
export { PhoneApplications } from './by-phone/phone-applications.service.js';
export { ApplicationLinks } from './candidate/application-links.js';
export { Applications } from './applications.service.js';
export { JobTitles } from './hiring/job-titles.service.js';
