import { Inject, Injectable } from '@nestjs/common';
import { FALLBACK_CHAIN, type Language, type Translatable } from '@site/contracts';
import type { ResourceService } from '../../common/resource/resource.service.js';
import { contentService } from '../../content/index.js';
import { jobTitleOf } from './job-title.js';

/**
 * What the firm's words to a candidate call the job, in their language: the job's own translated title (an editor's
 * words, never the visitor's, docs/behaviour.md §18), falling back as content does (Marathi → Hindi → English) to
 * the title stored with the application. English is the stored title, as it always was.
 */
@Injectable()
export class JobTitles {
  constructor(@Inject(contentService('jobs')) private readonly jobs: ResourceService) {}

  async inLanguage(application: Record<string, unknown>, language: Language): Promise<string | null> {
    const stored = jobTitleOf(application);
    if (stored === null || language === 'en') return stored;
    // By `_id`; a job deleted since keeps the title the application stored.
    const job = (await this.jobs.peek(String(application.jobId), ['translations']).catch(() => null)) as Translatable | null;
    for (const lang of FALLBACK_CHAIN[language]) {
      const title = lang === 'en' ? null : job?.translations?.[lang]?.values.jobTitle;
      if (typeof title === 'string' && title.trim()) return title.trim();
    }
    return stored;
  }
}
