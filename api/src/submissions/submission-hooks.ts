// The pipeline of a visitor's submission after the generic resource service has validated it (the spam guard runs
// before, in the controller): consent, store, derived documents, e-mail; and on every delete, what belongs to it.
import type { SubmissionKey } from '@site/contracts';
import type { Model } from 'mongoose';
import type { ExpiringCollections } from '../common/abuse/expiring-collections.js';
import type { Doc, ResourceHooks } from '../common/resource/resource-hooks.js';
import type { ApplicationLinks } from '../candidate/application-links.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import type { PrivacyNotices } from '../privacy/privacy-notices.js';
import type { ResumeLog } from '../resources/apply-jobs/resume-log.js';
import type { JobOpenings } from '../resources/jobs/job-openings.js';
import type { SubmissionHistory } from './submission-history.js';
import type { SubmissionIndex } from './submission-index.js';
import type { SubmissionRemovals } from './submission-removals.js';
import { changeOf } from './submission-rows.js';

export interface SubmissionParts {
  index: SubmissionIndex;
  history: SubmissionHistory;
  mail: MailOutbox;
  notices: PrivacyNotices;
  resumeLog: ResumeLog;
  expiring: ExpiringCollections;
  jobs: JobOpenings;
  links: ApplicationLinks;
  removals: SubmissionRemovals;
}

/** The docs of `ids`, in that order, each read by `_id` (those deleted meanwhile left out). */
export async function docsById(model: Model<Doc>, ids: string[]): Promise<Doc[]> {
  const docs = await Promise.all(ids.map((id) => model.findById(id).lean<Doc>().exec()));
  return docs.filter((d): d is Doc => d !== null);
}

export function submissionHooks(key: SubmissionKey, model: Model<Doc>, p: SubmissionParts): ResourceHooks {
  const idsOf = (docs: Doc[]) => docs.map((d) => String(d._id));
  return {
    // The visitor's agreement is kept with when and to which notice (docs/behaviour.md §14); none sent, none stored.
    // An application naming its job (by id, or by the one open job's title) goes only to an open one, and keeps the
    // job's id and own title (docs/behaviour.md §16). Its screening answers are kept as the questions read now, and a
    // knockout answer flags it (§20).
    async prepare({ consent, answers, ...data }) {
      if (key === 'applyJobs') Object.assign(data, await p.jobs.applicationTo(data, answers));
      return consent === true ? { ...data, consent: await p.notices.consentNow() } : data;
    },
    // The visitor is answered once the submission is stored, journalled and its e-mails queued (both at once); the
    // lists catch up right after.
    // An application's confirmation carries its private link (docs/behaviour.md §17).
    async created(doc) {
      const queued = key === 'applyJobs' ? p.links.issue(String(doc._id)).then((token) => p.mail.queue(key, doc, { applicationToken: token })) : p.mail.queue(key, doc);
      await Promise.all([p.index.record(key, [changeOf(doc)], { wait: false }), queued]);
    },
    async updated(before, after, actor) {
      // Terms it held before and holds now: the writer keeps those the submission still holds.
      await p.index.record(key, [{ ...changeOf(after), terms: [...new Set([...changeOf(before).terms, ...changeOf(after).terms])] }], { wait: true });
      if (actor) await p.history.recordEdit(key, String(after._id), before, after, actor);
    },
    async removing(docs) {
      const ids = idsOf(docs);
      await p.history.remove(ids);
      await p.removals.run(key, ids);
      if (key === 'applyJobs') await Promise.all([p.resumeLog.removeOf(ids), p.links.removeOf(ids)]);
      await p.mail.removeOf(ids);
      await p.expiring.fingerprints.deleteMany({ docId: { $in: ids } });
    },
    async removed(docs) {
      await p.index.record(key, docs.map((d) => changeOf(d, true)), { wait: true });
    },
    // Newest first (the default order), by status, creation days and terms: read from the derived documents.
    async page({ query: q, page, limit }) {
      if (q.sort && q.sort !== '-createdAt') return null;
      const found = await p.index.lookup([key], q.q, { status: q.status, from: q.from, to: q.to }, page, limit);
      return found && { items: await docsById(model, found.rows.map((r) => r.id)), total: found.total };
    },
  };
}
