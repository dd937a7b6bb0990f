import { Global, Module } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ResumeLog } from '../resources/apply-jobs/resume-log.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { SubmissionRemovals } from './submission-removals.js';

const onDb = <T>(make: new (db: NonNullable<Connection['db']>) => T) => ({ provide: make, inject: [getConnectionToken()], useFactory: (c: Connection) => new make(c.db!) });

/**
 * What belongs to the submissions besides their own documents: the derived documents the lists read, each one's
 * history, the CV access log and what other modules keep about each (SubmissionRemovals). Global, so each submission type's generic resource module reaches it for its hooks.
 */
@Global()
@Module({
  providers: [onDb(SubmissionIndex), onDb(SubmissionHistory), ResumeLog, SubmissionRemovals],
  exports: [SubmissionIndex, SubmissionHistory, ResumeLog, SubmissionRemovals],
})
export class SubmissionStoreModule {}
