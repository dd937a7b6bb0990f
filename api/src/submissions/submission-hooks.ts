// The pipeline of a visitor's submission after the generic resource service has validated it (the spam guard runs
// before, in the controller): consent, store, its fact (whose listeners journal its rows); on every change its fact
// (history, lists), surviving a crash; and on every delete, what belongs to it.
import type { Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/requests.js';
import { requestLanguageNow } from '../common/http/request-language.js';
import type { Doc, ResourceHooks } from '../common/resource/resource-hooks.js';
import type { SubmissionChangeContext } from './events.js';
import type { SubmissionKind } from './submission-kind.js';
import type { SubmissionParts } from './submission-parts.js';
import { filterTerms } from './submission-terms.js';

/** The docs of `ids`, in that order, each read by `_id` (those deleted meanwhile left out). */
export async function docsById(model: Model<Doc>, ids: string[]): Promise<Doc[]> {
  const docs = await Promise.all(ids.map((id) => model.findById(id).lean<Doc>().exec()));
  return docs.filter((d): d is Doc => d !== null);
}

/** What an edit's after-effects entry holds: enough to redo them once the write is known to have happened. */
interface Edit {
  id: string;
  before: Doc;
  set: Record<string, unknown>;
  actor: TokenPayload;
  context: SubmissionChangeContext;
}

/** Whether a document still holds what a write set (null and absent alike). */
const holds = (doc: Doc, set: Record<string, unknown>) =>
  Object.entries(set).every(([field, value]) => JSON.stringify(doc[field] ?? null) === JSON.stringify(value ?? null));

/**
 * The hooks every kind shares: a kind's own room adds its part around them (the enquiries in
 * submission-resources.ts, an application's job, link and stage in the applications room), calling these as its
 * last step, and these call nothing of the kind back.
 */
export function submissionHooks(kind: SubmissionKind, model: Model<Doc>, p: SubmissionParts): ResourceHooks {
  const { key } = kind;
  p.kinds.add(kind);
  const idsOf = (docs: Doc[]) => docs.map((d) => String(d._id));
  const entryKind = `submission-edit:${key}`;

  /**
   * Every change of a stored submission ends here (an edit, the inbox, the candidate): its fact, whose listeners
   * update the lists and write the history. `event` is its after-effects entry; `replayed`: a crash cut the first
   * run short, so listeners skip what that run wrote.
   */
  async function afterEdit(before: Doc, after: Doc, actor: TokenPayload, context: SubmissionChangeContext, event?: string, replayed = false) {
    const change = { before, after, actor, context: { note: context.note, notify: context.notify }, event, replayed };
    await p.events.publish('submission.changed', { type: key, id: String(after._id), ...change });
  }

  // After a crash between an edit's write and its after-effects: done now, if the write happened (the document
  // holds what it set; a later write of other values made this one's after-effects moot).
  p.effects.register(entryKind, async (payload, event) => {
    const { id, before, set, actor, context } = payload as Edit;
    const now = await model.findById(id).lean<Doc>().exec();
    if (now && holds(now, set)) await afterEdit(before, now, actor, context, event, true);
  });

  return {
    // The visitor's agreement is kept with when and to which notice (docs/behaviour.md §14); none sent, none stored.
    // The language is the request's (docs/i18n.md), never a field of the form: everything the firm sends about it
    // later follows it.
    async prepare({ consent, ...data }) {
      const stored = { ...data, language: requestLanguageNow() };
      return consent === true ? { ...stored, consent: await p.notices.consentNow() } : stored;
    },
    // Its rows are journalled before the visitor is answered; the lists catch up right after.
    async created(doc) {
      await p.events.publish('submission.received', { type: key, id: String(doc._id), submission: doc });
    },
    // The work after an edit's write is named first, so it survives the process dying in between (after-effects.ts).
    // Someone always makes a change (an admin, the candidate): its history and facts name them.
    updating(before, set, actor, context = {}) {
      if (!actor) throw new Error(`A ${key} is changed by no one`);
      return p.effects.open(entryKind, { id: String(before._id), before, set, actor, context } satisfies Edit);
    },
    async updated(before, after, actor, context = {}, entry) {
      await afterEdit(before, after, actor!, context as SubmissionChangeContext, entry as string);
      await p.effects.close(entry as string);
    },
    async removing(docs) {
      const ids = idsOf(docs);
      await p.effects.dropAbout(entryKind, ids);
      await p.events.publish('submission.removing', { type: key, ids });
    },
    async removed(docs, actor) {
      await p.events.publish('submission.removed', { type: key, ids: idsOf(docs), submissions: docs, actor });
    },
    // Newest first (the default order), by status, creation days, job and knockout flag (terms): read from the derived documents.
    async page({ query: q, page, limit }) {
      if (q.sort && q.sort !== '-createdAt') return null;
      const found = await p.index.lookup([key], q.q, { status: q.status, from: q.from, to: q.to, terms: filterTerms(q) }, page, limit);
      return (
        found && {
          items: await docsById(
            model,
            found.rows.map((r) => r.id),
          ),
          total: found.total,
        }
      );
    },
  };
}
