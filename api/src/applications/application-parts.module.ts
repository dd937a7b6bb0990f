import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { ContentModule } from '../content/index.js';
import { ApplicationLinks } from './candidate/application-links.js';
import { JobTitles } from './hiring/job-titles.service.js';
import { JobOpenings } from './job-openings.js';
import { ResumeLog } from './resumes/resume-log.js';

const PARTS = [JobOpenings, ApplicationLinks, ResumeLog, JobTitles];

/**
 * What an application keeps besides its document (its job, its private link, who opened its CV) and its job's title
 * in the candidate's language, for its pipeline and screens.
 */
@Module({ imports: [ContentModule, AuthModule], providers: PARTS, exports: PARTS })
export class ApplicationPartsModule {}
