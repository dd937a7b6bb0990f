import { Module } from '@nestjs/common';
import type { Collection } from 'mongodb';
import type { ResourceKey } from '@site/contracts';
import { collectionProvider, collectionToken } from '../common/collections.js';
import { Locks } from '../common/exclusive.js';
import { Foreground } from '../common/http/foreground.js';
import type { Keyed } from '../common/keyed-docs.js';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import { ContentModule } from '../content/index.js';
import { MailModule } from '../mail/index.js';
import { SiteSettingsModule } from '../settings/index.js';
import { PENDING, PendingJournal } from './pending-journal.js';
import { DAY_COLLECTIONS, SubmissionDays } from './submission-days.js';
import { HISTORY, SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { SubmissionKinds } from './submission-kind.js';
import { SubmissionParts } from './submission-parts.js';
import { TERMS } from './submission-terms.js';
import { SubmissionsService } from './submissions.service.js';

/** The collections this room keeps besides the enquiries' own: the derived documents and the histories. */
const COLLECTIONS = [...Object.values(DAY_COLLECTIONS), PENDING, TERMS, HISTORY];

const STORE = [SubmissionIndex, SubmissionHistory, SubmissionKinds, SubmissionParts, SubmissionsService];

/**
 * What belongs to the submissions besides their own documents: the derived documents the lists read, each one's
 * history, the kinds declared, and the pipeline every kind's resource module runs (SubmissionParts).
 */
@Module({
  imports: [MailModule, ContentModule, SiteSettingsModule],
  providers: [
    ...COLLECTIONS.map(collectionProvider),
    SubmissionDays,
    PendingJournal,
    {
      provide: SubmissionIndex,
      inject: [SubmissionDays, PendingJournal, collectionToken(TERMS), Locks, ResourceRegistry, Foreground],
      useFactory: (days: SubmissionDays, journal: PendingJournal, terms: Collection<Keyed>, locks: Locks, registry: ResourceRegistry, foreground: Foreground) =>
        // A type's submissions are read through its resource, whichever room declares it.
        new SubmissionIndex({ days, journal, terms, locks, submissions: (type) => registry.get(type as ResourceKey).model.collection }, foreground),
    },
    SubmissionHistory,
    SubmissionKinds,
    SubmissionParts,
    SubmissionsService,
  ],
  exports: [...STORE, MailModule],
})
export class SubmissionStoreModule {}
