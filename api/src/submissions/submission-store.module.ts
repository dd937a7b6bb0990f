import { Module } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Foreground } from '../common/http/foreground.js';
import { ContentModule } from '../content/index.js';
import { MailModule } from '../mail/index.js';
import { SiteSettingsModule } from '../settings/index.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { SubmissionParts } from './submission-parts.js';
import { SubmissionsService } from './submissions.service.js';

const STORE = [SubmissionIndex, SubmissionHistory, SubmissionParts, SubmissionsService];

/**
 * What belongs to the submissions besides their own documents: the derived documents the lists read, each one's
 * history, and the pipeline every submission type's resource module runs (SubmissionParts).
 */
@Module({
  imports: [MailModule, ContentModule, SiteSettingsModule],
  providers: [
    { provide: SubmissionIndex, inject: [getConnectionToken(), Foreground], useFactory: (c: Connection, f: Foreground) => new SubmissionIndex(c.db!, f) },
    { provide: SubmissionHistory, inject: [getConnectionToken()], useFactory: (c: Connection) => new SubmissionHistory(c.db!) },
    SubmissionParts,
    SubmissionsService,
  ],
  exports: [...STORE, MailModule],
})
export class SubmissionStoreModule {}
