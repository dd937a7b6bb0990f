// The applications room's public surface.
export { ApplicationsModule } from './applications.module.js';
export { ResumeLog } from './resumes/resume-log.js';
export { APPLICATIONS } from './application-resource.js';
export { RESUME_LOG } from './resumes/resume-log.js';
