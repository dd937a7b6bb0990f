// A submission's history (docs/behaviour.md §13): status and assignee changes, notes, and fields edited on the type's
// own screen, each by whom and when. Kept under the submission's id, so one submission's history costs its own
// length to read, whatever else is stored.
import { Injectable } from '@nestjs/common';
import type { InboxEvent, SubmissionKey } from '@site/contracts';
import type { Collection } from 'mongodb';
import type { TokenPayload } from '../common/auth/requests.js';
import { InjectCollection } from '../common/collections.js';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import { rowOf } from './submission-rows.js';

type Doc = Record<string, unknown>;
/** `event`: the after-effects entry whose work wrote it (after-effects.ts), so a replay does not write it again. */
type Entry = Omit<InboxEvent, 'at'> & { at: Date; submissionType: string; event?: string };
export type HistoryChange = Omit<InboxEvent, 'at' | 'by' | 'byName'>;

/** Fields that are no edit of their own: bookkeeping, status and assignee (lines of their own), and the stored file (its name is shown). */
const NOT_EDITS = new Set(['_id', 'createdAt', 'updatedAt', 'status', 'assignee', 'resume']);
const shown = (v: unknown) => (v === undefined || v === null ? null : String(v).slice(0, 200));

/** The histories' collection (the submissions room's own). */
export const HISTORY = 'inboxhistory';

@Injectable()
export class SubmissionHistory {
  private readonly log: KeyedLog<Entry>;

  constructor(@InjectCollection(HISTORY) col: Collection<Logged<Entry>>) {
    this.log = new KeyedLog(col);
  }

  /** Oldest first. */
  async of(id: string): Promise<InboxEvent[]> {
    return (await this.log.list(id)).map(({ at, by, byName, kind, from, to, text }) => ({ at: at as unknown as string, by, byName, kind, from, to, text }));
  }

  async record(key: SubmissionKey, id: string, changes: HistoryChange[], admin: TokenPayload, event?: string) {
    for (const change of changes)
      await this.log.append(id, { ...change, at: new Date(), by: admin.sub, byName: admin.name, submissionType: key, ...(event && { event }) });
  }

  /** Whether the work of an after-effects entry wrote a line of `kind` (any kind without one) into this history. */
  async wrote(id: string, event: string, kind?: HistoryChange['kind']): Promise<boolean> {
    return (await this.log.list(id)).some((e) => e.event === event && (!kind || e.kind === kind));
  }

  /** What a change did: status and assignee, each other field with its old and new value, then the note written with it. */
  async recordEdit(key: SubmissionKey, id: string, before: Doc, after: Doc, admin: TokenPayload, note?: string, event?: string) {
    const changes: HistoryChange[] = [];
    const [was, now] = [rowOf(before), rowOf(after)];
    if (was.s !== now.s) changes.push({ kind: 'status', from: was.s, to: now.s });
    if (was.a !== now.a) changes.push({ kind: 'assignee', from: was.a, to: now.a });
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (NOT_EDITS.has(field) || JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
      changes.push({ kind: 'edit', text: field, from: shown(before[field]), to: shown(after[field]) });
    }
    if (note) changes.push({ kind: 'note', text: note });
    await this.record(key, id, changes, admin, event);
  }

  remove(ids: string[]): Promise<number> {
    return this.log.remove(ids);
  }
}
