import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { collectionProvider } from '../common/collections.js';
import { ContentModule } from '../content/index.js';
import { Applications } from './applications.service.js';
import { APPLICATION_LINKS, ApplicationLinks } from './candidate/application-links.js';
import { JobTitles } from './hiring/job-titles.service.js';
import { JobOpenings } from './job-openings.js';
import { APPLIED_JOBS, AppliedJobs } from './by-phone/applied-jobs.js';
import { RESUME_LOG, ResumeLog } from './resumes/resume-log.js';

const PARTS = [JobOpenings, ApplicationLinks, ResumeLog, JobTitles, Applications, AppliedJobs];

/**
 * What an application keeps besides its document (its job, its private link, who opened its CV, its number's claim
 * on its job), its job's title
 * in the candidate's language and its state changes (Applications), for its pipeline and screens.
 */
@Module({
  imports: [ContentModule, AuthModule],
  providers: [...PARTS, ...[APPLICATION_LINKS, RESUME_LOG, APPLIED_JOBS].map(collectionProvider)],
  exports: PARTS,
})
export class ApplicationPartsModule {}
