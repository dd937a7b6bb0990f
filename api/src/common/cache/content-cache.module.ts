import { Global, Module } from '@nestjs/common';
import { ContentCache } from './content-cache.js';

/** One content cache per instance, shared by every resource module and the HTTP middleware. */
@Global()
@Module({ providers: [ContentCache], exports: [ContentCache] })
export class ContentCacheModule {}
