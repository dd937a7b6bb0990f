import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ExpiringCollections } from './abuse/expiring-collections.js';
import { SubmissionGuard } from './abuse/submission-guard.js';
import { CONTENT_VERSIONS, ContentCache } from './cache/content-cache.js';
import { collectionProvider } from './collections.js';
import { AFTER_EFFECTS, AfterEffects } from './events/after-effects.js';
import { DomainEventBus } from './events/domain-events.js';
import { LOCKS, Locks } from './exclusive.js';
import { FilesModule } from './files/files.module.js';
import { Foreground } from './http/foreground.js';
import { ResourceRegistry } from './resource/resource-registry.js';

const SHARED = [ContentCache, ExpiringCollections, SubmissionGuard, Foreground, ResourceRegistry, DomainEventBus, AfterEffects, Locks];

/**
 * What every room may use and none owns, one per instance: the content cache (also read by the HTTP middleware),
 * rate-limit counters and the spam defence of anonymous writes, the count of requests in flight that background work
 * makes room for, the file store, every resource's service by key, the event bus, the journal of writes' after-effects, and
 * the locks that writers of several instances take turns by. Global, as configuration is.
 */
@Global()
@Module({
  imports: [FilesModule, EventEmitterModule.forRoot()],
  providers: [...SHARED, ...[LOCKS, CONTENT_VERSIONS, AFTER_EFFECTS].map(collectionProvider)],
  exports: [...SHARED, FilesModule],
})
export class InfrastructureModule {}
