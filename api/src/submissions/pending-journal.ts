// A write of a submission is first journalled in `submissionpending` (one insert); a writer of its type then brings
// the derived documents up to date from the submissions themselves and removes exactly the entries it applied, so a
// visitor's form is answered without waiting for it, and an entry left by an instance that stopped is picked up by
// any other.
import { Injectable } from '@nestjs/common';
import { type Collection, ObjectId } from 'mongodb';
import { InjectCollection } from '../common/collections.js';
import { GroupedInserts } from '../common/grouped-inserts.js';
import type { RowChange } from './submission-rows.js';

/** A submission written since its type's derived documents were last brought up to date. */
export interface Pending {
  /** `<type>:<id>:<unique>`: each write its own entry, so one applied never hides a later one. */
  _id: string;
  type: string;
  id: string;
  /** createdAt, ms: where its row is, once the submission itself is gone. */
  t: number;
  /** The search terms it held: those it no longer holds are removed. */
  was: string[];
}

/** The journal's collection (the submissions room's own). */
export const PENDING = 'submissionpending';

@Injectable()
export class PendingJournal {
  /** A burst of forms journals in one insert per round (the writer reads the journal by type, in any order). */
  private readonly grouped: GroupedInserts<Pending>;

  constructor(@InjectCollection(PENDING) private readonly col: Collection<Pending>) {
    this.grouped = new GroupedInserts((docs) => this.col.insertMany(docs, { ordered: false }));
  }

  /** Journals written submissions of `type` (the change's `t` places a deleted one). */
  add(type: string, changes: RowChange[]): Promise<void> {
    return this.grouped.add(changes.map(({ id, t, terms }) => ({ _id: `${type}:${id}:${new ObjectId().toHexString()}`, type, id, t, was: terms })));
  }

  /** The types of up to `most` entries, whoever left them (one short read of a collection holding what is pending). */
  async typesLeft(most: number): Promise<Set<string>> {
    const left = await this.col
      .find({}, { projection: { type: 1 } })
      .limit(most)
      .toArray();
    return new Set(left.map((p) => p.type));
  }

  /** Up to `most` entries of `type`, in any order. */
  take(type: string, most: number): Promise<Pending[]> {
    return this.col.find({ type }).limit(most).toArray();
  }

  /** Removes the entries a pass applied (those journalled meanwhile stay). */
  async applied(entries: Pending[]): Promise<void> {
    await this.col.deleteMany({ _id: { $in: entries.map((e) => e._id) } });
  }
}
