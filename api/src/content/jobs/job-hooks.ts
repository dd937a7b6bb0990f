// Jobs are site content with a status and a closing date (docs/behaviour.md §16): the public list shows only the jobs
// open today in India, and is cached only until India's day ends, when a closing date may have passed. What the public
// never sees of a job (its knockout answers) is said by its declaration (contracts/src/resources/jobs.ts).
import { type ContentKey, endOfIndiaDay, isJobOpen, questionsOf, storedJobCv, storedJobStatus, todayInIndia } from '@site/contracts';
import type { ContentCache } from '../../common/cache/content-cache.js';
import type { DomainEventBus } from '../../common/events/domain-events.js';
import type { ContentHistory } from '../history/content-history.service.js';
import type { Doc, ResourceHooks } from '../../common/resource/resource-hooks.js';
import { contentHooks } from '../content-hooks.js';

/** A job stored before statuses existed is Open; one without a closing date has none; one stored before its CV requirement takes a CV if sent. */
export const presentJob = (doc: Doc): Doc => ({
  ...doc,
  status: storedJobStatus(doc),
  closesOn: typeof doc.closesOn === 'string' && doc.closesOn ? doc.closesOn : null,
  questions: questionsOf(doc),
  cv: storedJobCv(doc),
});

export function jobHooks(key: ContentKey, cache: ContentCache, history: ContentHistory, events: DomainEventBus): ResourceHooks {
  return {
    ...contentHooks(key, cache, history, events),
    present: presentJob,
    shown(docs) {
      const now = new Date();
      const today = todayInIndia(now);
      return { docs: docs.filter((d) => isJobOpen(d, today)), until: endOfIndiaDay(now) };
    },
  };
}
