import { Inject, Injectable } from '@nestjs/common';
import { currentNotice, type ConsentRecord } from '@site/contracts';
import { ContentCache } from '../../common/cache/content-cache.js';
import { untilContentChanges } from '../../common/cache/until-content-changes.js';
import { resourceService } from '../../common/resource/create-resource-module.js';
import type { ResourceService } from '../../common/resource/resource.service.js';
import { CONTENT_RESOURCES } from '../content-resources.js';

const NOTICES = 'privacyNotice';
export const NOTICES_SERVICE = resourceService(CONTENT_RESOURCES[NOTICES]);

/** The privacy notice a visitor agrees to (docs/behaviour.md §14). */
@Injectable()
export class PrivacyNotices {
  private readonly version: () => Promise<string>;

  constructor(
    @Inject(NOTICES_SERVICE) private readonly notices: ResourceService,
    cache: ContentCache,
  ) {
    this.version = untilContentChanges(cache, NOTICES, () => this.readVersion());
  }

  /**
   * The version in force: the ISO `updatedAt` of the notice changed last, or 'none' when there is no notice. Every
   * visitor's form records it, so it is read again only when the notices changed (the content cache's generation
   * moves on a write here at once, and on another instance's within its check interval).
   */
  currentVersion(): Promise<string> {
    return this.version();
  }

  private async readVersion(): Promise<string> {
    // A few notices at most (one per wording the firm published).
    const docs = await this.notices.list();
    const stamps = docs.map((d) => ({ updatedAt: isoOf(d.updatedAt), createdAt: isoOf(d.createdAt) }));
    return currentNotice(stamps)?.updatedAt ?? currentNotice(stamps)?.createdAt ?? 'none';
  }

  /** What is stored as `consent` on a submission whose visitor agreed now. */
  async consentNow(): Promise<{ at: Date; noticeVersion: ConsentRecord['noticeVersion'] }> {
    return { at: new Date(), noticeVersion: await this.currentVersion() };
  }
}

const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString() : undefined);
