import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ResumeLog } from '../resources/apply-jobs/resume-log.js';
import { JobOpenings } from '../resources/jobs/job-openings.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { Foreground } from '../common/http/foreground.js';
import { SubmissionRemovals } from './submission-removals.js';

const onDb = <T>(make: new (db: NonNullable<Connection['db']>) => T) => ({ provide: make, inject: [getConnectionToken()], useFactory: (c: Connection) => new make(c.db!) });

/**
 * What belongs to the submissions besides their own documents: the derived documents the lists read, each one's
 * history, the CV access log, the job an application names and what other modules keep about each (SubmissionRemovals).
 * Global, so each submission type's generic resource module reaches it for its hooks.
 */
@Global()
@Module({
  imports: [AuthModule],
  providers: [
    { provide: SubmissionIndex, inject: [getConnectionToken(), Foreground], useFactory: (c: Connection, f: Foreground) => new SubmissionIndex(c.db!, f) },
    onDb(SubmissionHistory),
    ResumeLog,
    JobOpenings,
    SubmissionRemovals,
  ],
  exports: [SubmissionIndex, SubmissionHistory, ResumeLog, JobOpenings, SubmissionRemovals],
})
export class SubmissionStoreModule {}
